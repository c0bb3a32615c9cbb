/**
 * The speaker screens' tabs (components/ui/tabs.tsx): the list wraps onto another row rather than
 * scrolling sideways, so no tab is hidden at its edge on a phone, and the arrow keys, Home and End
 * still go from tab to tab across the rows, each showing its panel.
 */
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

const SECTIONS = ["Session Info", "Resources", "Slides", "Polls", "Team"];

function renderTabs() {
  render(
    <Tabs defaultValue="Session Info">
      <TabsList label="Edit session sections">
        {SECTIONS.map((name) => (
          <TabsTrigger key={name} value={name}>
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {SECTIONS.map((name) => (
        <TabsContent key={name} value={name}>
          <p>{`The ${name} panel`}</p>
        </TabsContent>
      ))}
    </Tabs>,
  );
}

const selected = () => screen.getByRole("tab", { selected: true });

describe("the tab list", () => {
  it("wraps its tabs onto another row instead of scrolling them out of sight", () => {
    renderTabs();
    const list = screen.getByRole("tablist", { name: "Edit session sections" });
    expect(list).toHaveClass("flex-wrap");
    expect(list).not.toHaveClass("overflow-x-auto");
  });

  it("goes from tab to tab with the arrow keys, Home and End, showing each one's panel", async () => {
    renderTabs();
    await userEvent.click(screen.getByRole("tab", { name: "Session Info" }));
    for (const name of SECTIONS.slice(1)) {
      await userEvent.keyboard("{ArrowRight}");
      expect(selected()).toHaveAccessibleName(name);
      expect(selected()).toHaveFocus();
      expect(screen.getByRole("tabpanel")).toHaveTextContent(`The ${name} panel`);
    }
    await userEvent.keyboard("{ArrowLeft}");
    expect(selected()).toHaveAccessibleName("Polls");
    await userEvent.keyboard("{Home}");
    expect(selected()).toHaveAccessibleName("Session Info");
    await userEvent.keyboard("{End}");
    expect(selected()).toHaveAccessibleName("Team");
  });
});
