/**
 * Focus on the first invalid field after a submit (docs/product.md, Validation): the first control
 * marked aria-invalid in document order, a marked group's checked or first control, and a field
 * that had focus already is focused anew.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type FormEvent } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { firstInvalidControl, useFocusFirstInvalid } from "./form-errors.ts";

afterEach(() => document.body.replaceChildren());

function fragment(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe("firstInvalidControl", () => {
  it("takes the first invalid control in document order", () => {
    const root = fragment(`
      <input id="fine" />
      <textarea id="second" aria-invalid="true"></textarea>
      <input id="third" aria-invalid="true" />`);
    expect(firstInvalidControl(root)?.id).toBe("second");
  });

  it("takes a marked group's checked control, else its first enabled one", () => {
    const group = fragment(`
      <div role="radiogroup" aria-invalid="true">
        <button role="radio" id="a" aria-checked="false" disabled></button>
        <button role="radio" id="b" aria-checked="false"></button>
        <button role="radio" id="c" aria-checked="true"></button>
      </div>`);
    expect(firstInvalidControl(group)?.id).toBe("c");
    group.querySelector("#c")?.setAttribute("aria-checked", "false");
    expect(firstInvalidControl(group)?.id).toBe("b");
  });

  it("finds nothing in a form without errors", () => {
    expect(firstInvalidControl(fragment(`<input aria-invalid="false" />`))).toBeNull();
  });
});

function Form() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [tried, setTried] = useState(false);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!name || !email) focusFirstInvalid();
  };
  const invalid = (value: string) => (tried && !value ? true : undefined);
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <label>
        Name{" "}
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={invalid(name)}
        />
      </label>
      <label>
        Email{" "}
        <input
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={invalid(email)}
        />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

describe("useFocusFirstInvalid", () => {
  it("focuses the first field the submit marked invalid, once it is marked", async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByLabelText("Name")).toHaveFocus();
    await userEvent.type(screen.getByLabelText("Name"), "Kim");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });

  it("focuses a field anew when Enter was pressed in it", async () => {
    render(<Form />);
    await userEvent.type(screen.getByLabelText("Name"), "Kim");
    const email = screen.getByLabelText("Email");
    await userEvent.click(email);
    let refocused = 0;
    email.addEventListener("focus", () => (refocused += 1));
    await userEvent.keyboard("{Enter}");
    expect(email).toHaveFocus();
    expect(refocused).toBe(1);
  });
});
