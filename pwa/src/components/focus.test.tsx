/**
 * Focus after what held it closes or is replaced (focus.ts), as a keyboard user meets it: a
 * dialog closed with Escape or after its action, a form replaced by its result, a list item that
 * leaves its list, and a button that stays put while its action runs.
 */
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { focusAfterLeaving, focusWhenReady } from "./focus.ts";
import { OnlineButton } from "./online-button.tsx";
import { AlertDialog } from "./ui/alert-dialog.tsx";
import { Dialog } from "./ui/dialog.tsx";

afterEach(cleanup);

function QrScreen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        QR Code
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="QR code">
        <p>The code</p>
      </Dialog>
    </>
  );
}

/** Rows with Delete, confirmed in a dialog; a deleted row's button is gone when it closes. */
function Rows() {
  const [rows, setRows] = useState(["Alpha", "Beta"]);
  const [deleting, setDeleting] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Your rows
      </h2>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            <button type="button" onClick={() => setDeleting(row)}>
              Delete {row}
            </button>
          </li>
        ))}
      </ul>
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this row?"
        description="It cannot be undone."
        actionLabel="Delete"
        onAction={() => {
          setRows((all) => all.filter((row) => row !== deleting));
          setDeleting(null);
        }}
        returnFocusFallback={() => heading.current}
      />
    </>
  );
}

describe("dialogs give focus back", () => {
  it("to the button that opened them, after Escape", async () => {
    const user = userEvent.setup();
    render(<QrScreen />);
    await user.click(screen.getByRole("button", { name: "QR Code" }));
    expect(await screen.findByRole("dialog", { name: "QR code" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.getByRole("button", { name: "QR Code" })).toHaveFocus());
  });

  it("to the button that opened them, after Cancel", async () => {
    const user = userEvent.setup();
    render(<Rows />);
    await user.click(screen.getByRole("button", { name: "Delete Beta" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete Beta" })).toHaveFocus());
  });

  it("to the fallback when the button that opened them is gone", async () => {
    const user = userEvent.setup();
    render(<Rows />);
    await user.click(screen.getByRole("button", { name: "Delete Alpha" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Your rows" })).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Delete Alpha" })).not.toBeInTheDocument();
  });
});

/** A vote form that the results replace once the server answers (`answer` resolves). */
function VoteCard({ answer }: { answer: Promise<void> }) {
  const [voted, setVoted] = useState(false);
  const [sending, setSending] = useState(false);
  const results = useRef<HTMLDivElement>(null);
  const vote = async () => {
    focusWhenReady(() => results.current);
    setSending(true);
    await answer;
    setVoted(true);
  };
  return (
    <article>
      {voted ? (
        <div ref={results} role="region" aria-label="Results" tabIndex={-1}>
          Blue 1 vote
        </div>
      ) : (
        <button type="button" disabled={sending} onClick={() => void vote()}>
          Submit Vote
        </button>
      )}
      <input aria-label="Elsewhere" />
    </article>
  );
}

describe("a form replaced by its result", () => {
  it("hands focus to the result", async () => {
    const user = userEvent.setup();
    render(<VoteCard answer={Promise.resolve()} />);
    await user.click(screen.getByRole("button", { name: "Submit Vote" }));
    await waitFor(() => expect(screen.getByRole("region", { name: "Results" })).toHaveFocus());
  });

  it("leaves focus where the person moved it meanwhile", async () => {
    const user = userEvent.setup();
    let answer = () => undefined as void;
    const later = new Promise<void>((resolve) => (answer = resolve));
    render(<VoteCard answer={later} />);
    await user.click(screen.getByRole("button", { name: "Submit Vote" }));
    const field = screen.getByRole("textbox", { name: "Elsewhere" });
    field.focus();
    act(() => answer());
    expect(await screen.findByRole("region", { name: "Results" })).toBeInTheDocument();
    expect(field).toHaveFocus();
  });
});

/** Questions with Answered, each leaving the list a moment after the press (the server's reply). */
function Questions({ initial }: { initial: string[] }) {
  const [open, setOpen] = useState(initial);
  return (
    <section>
      <h2 tabIndex={-1}>Questions</h2>
      {open.length === 0 ? (
        <p>No open questions yet.</p>
      ) : (
        <ul>
          {open.map((question) => (
            <li key={question}>
              <p>{question}</p>
              <button
                type="button"
                onClick={(event) => {
                  focusAfterLeaving(event.currentTarget);
                  setTimeout(() => setOpen((all) => all.filter((q) => q !== question)));
                }}
              >
                Answered: {question}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

describe("an item that leaves its list", () => {
  it("hands focus to the item that takes its place", async () => {
    const user = userEvent.setup();
    render(<Questions initial={["Why?", "How?", "When?"]} />);
    await user.click(screen.getByRole("button", { name: "Answered: How?" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Answered: When?" })).toHaveFocus(),
    );
  });

  it("hands focus to the one before it when it was the last", async () => {
    const user = userEvent.setup();
    render(<Questions initial={["Why?", "How?"]} />);
    await user.click(screen.getByRole("button", { name: "Answered: How?" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Answered: Why?" })).toHaveFocus(),
    );
  });

  it("hands focus to the section's heading when none is left", async () => {
    const user = userEvent.setup();
    render(<Questions initial={["Why?"]} />);
    await user.click(screen.getByRole("button", { name: "Answered: Why?" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Questions" })).toHaveFocus());
    expect(screen.getByText("No open questions yet.")).toBeInTheDocument();
  });
});

function SaveButton({ pending, onSave }: { pending: boolean; onSave: () => void }) {
  return (
    <OnlineButton pending={pending} pendingText="Saving..." onClick={onSave}>
      Save Session Info
    </OnlineButton>
  );
}

describe("a button whose action is pending", () => {
  it("keeps focus, says it is unavailable and ignores presses", async () => {
    const user = userEvent.setup();
    let saves = 0;
    const { rerender } = render(<SaveButton pending={false} onSave={() => saves++} />);
    await user.click(screen.getByRole("button", { name: "Save Session Info" }));
    rerender(<SaveButton pending onSave={() => saves++} />);
    const button = screen.getByRole("button", { name: "Saving..." });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{Enter}");
    expect(saves).toBe(1);
    rerender(<SaveButton pending={false} onSave={() => saves++} />);
    expect(screen.getByRole("button", { name: "Save Session Info" })).toHaveFocus();
  });
});
