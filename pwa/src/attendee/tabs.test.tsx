/** The hand-written tabs behave as the WAI-ARIA tabs pattern says: one tab stop, arrows, Home, End. */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, it } from "vitest";
import { TabList, TabPanel } from "./tabs.tsx";

type Section = "resources" | "qa" | "polls";

function Sections() {
  const [value, setValue] = useState<Section>("resources");
  const items = [
    { value: "resources" as const, label: "Resources" },
    { value: "qa" as const, label: "Q&A" },
    { value: "polls" as const, label: "Polls" },
  ];
  return (
    <>
      <button type="button">Before</button>
      <TabList<Section>
        idPrefix="t"
        label="Session sections"
        items={items}
        value={value}
        onChange={setValue}
      />
      {items.map((item) => (
        <TabPanel key={item.value} idPrefix="t" value={item.value} active={item.value === value}>
          {item.label} content
        </TabPanel>
      ))}
    </>
  );
}

it("moves between tabs with the keyboard and shows only the selected panel", async () => {
  const user = userEvent.setup();
  render(<Sections />);
  const tablist = screen.getByRole("tablist", { name: "Session sections" });
  expect(tablist).toBeInTheDocument();
  expect(screen.getByRole("tabpanel", { name: "Resources" })).toHaveTextContent(
    "Resources content",
  );
  expect(screen.queryByText("Q&A content")).not.toBeVisible();

  await user.click(screen.getByRole("button", { name: "Before" }));
  await user.tab();
  expect(screen.getByRole("tab", { name: "Resources" })).toHaveFocus();

  await user.keyboard("{ArrowRight}");
  expect(screen.getByRole("tab", { name: "Q&A" })).toHaveFocus();
  expect(screen.getByRole("tab", { name: "Q&A" })).toHaveAttribute("aria-selected", "true");
  expect(screen.getByRole("tabpanel", { name: "Q&A" })).toBeVisible();
  expect(screen.queryByText("Resources content")).not.toBeVisible();

  await user.keyboard("{End}");
  expect(screen.getByRole("tab", { name: "Polls" })).toHaveFocus();
  await user.keyboard("{ArrowRight}");
  expect(screen.getByRole("tab", { name: "Resources" })).toHaveAttribute("aria-selected", "true");
  await user.keyboard("{ArrowLeft}{Home}");
  expect(screen.getByRole("tab", { name: "Resources" })).toHaveFocus();

  // Only the selected tab is a tab stop: Tab leaves the tab list for the panel.
  await user.tab();
  expect(screen.getByRole("tabpanel", { name: "Resources" })).toHaveFocus();
});
