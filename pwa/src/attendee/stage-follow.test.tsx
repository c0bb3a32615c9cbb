/**
 * docs/product.md, The room (Phones follow the stage): a poll put on screen moves the page only
 * when the person is not writing. What counts as writing: a text field in focus, or a dialog open.
 */
import { afterEach, describe, expect, it } from "vitest";
import { isWriting } from "./stage-follow.tsx";

function add(html: string): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  document.body.append(holder);
  return holder;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("isWriting", () => {
  it("is false on a page with nothing in focus", () => {
    add('<button type="button">Vote</button>');
    expect(isWriting()).toBe(false);
  });

  it("is true in a text field, a text area or an e-mail field", () => {
    const holder = add(
      '<input aria-label="word" /><textarea aria-label="question"></textarea><input type="email" aria-label="mail" />',
    );
    for (const field of holder.querySelectorAll<HTMLElement>("input, textarea")) {
      field.focus();
      expect(isWriting(), field.outerHTML).toBe(true);
    }
  });

  it("is false on a choice or a button, which a tap answers at once", () => {
    const holder = add(
      '<input type="radio" name="c" aria-label="A" /><input type="checkbox" aria-label="B" /><button>Go</button>',
    );
    for (const control of holder.querySelectorAll<HTMLElement>("input, button")) {
      control.focus();
      expect(isWriting(), control.outerHTML).toBe(false);
    }
  });

  it("is true while a dialog is open over the page, wherever the focus is", () => {
    add('<div role="dialog" aria-label="Ask Question"><button>Cancel</button></div>');
    expect(isWriting()).toBe(true);
  });
});
