/**
 * The download dialog's consent: who receives the address. A talk of an event that collects leads
 * names the event beside the speaker; any other talk names the speaker alone.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { testSession } from "../../test-fixtures.ts";
import DownloadDialog from "./download-dialog.tsx";

afterEach(cleanup);

function openDialog(eventName: string | null) {
  render(
    <DownloadDialog
      resourceTitle="Slides"
      speaker={testSession().user}
      eventName={eventName}
      onSubmit={() => Promise.resolve()}
      onCancel={() => undefined}
    />,
  );
  return screen.getByRole("dialog", { name: "Download resource" });
}

describe("the download dialog's consent", () => {
  it("names the event when it collects the talk's leads", () => {
    const dialog = openDialog("JSConf Berlin");
    expect(dialog).toHaveAccessibleDescription(/Enter your email address/);
    expect(screen.getByTestId("consent-text")).toHaveTextContent(
      /Ada Lovelace.*JSConf Berlin, the event of this talk, will receive it too\.$/,
    );
    // The field is described by the consent, so a screen reader hears it with the field.
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveAccessibleDescription(
      /JSConf Berlin, the event of this talk/,
    );
  });

  it("names the speaker alone for a talk of its own", () => {
    openDialog(null);
    expect(screen.getByTestId("consent-text")).toHaveTextContent(/Ada Lovelace/);
    expect(screen.getByTestId("consent-text")).not.toHaveTextContent(/event/);
  });
});
