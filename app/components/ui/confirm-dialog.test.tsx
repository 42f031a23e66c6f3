// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ConfirmProvider, useConfirm, type ConfirmOptions } from "./confirm-dialog";

let answer: Promise<boolean> | undefined;

function Trigger(props: ConfirmOptions) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={() => (answer = confirm(props))}>
      ask
    </button>
  );
}

/** Opens the dialog and waits for its window (fetched on first open). */
async function open(options: ConfirmOptions) {
  render(
    <ConfirmProvider>
      <Trigger {...options} />
    </ConfirmProvider>,
  );
  fireEvent.click(screen.getByText("ask"));
  // The window arrives on first open; it is a dialog once it has opened as a modal.
  await screen.findByRole("dialog");
}

// The window's module is fetched on first open (React.lazy). Loaded here first, so opening waits
// for React's render, not for a cold module transform on a busy machine (a run found the dialog
// still missing after findByRole's second).
beforeAll(async () => {
  await import("./confirm-window");
});

afterEach(() => {
  cleanup();
  answer = undefined;
});

describe("confirm dialog", { timeout: 5_000 }, () => {
  it("shows title and description and resolves true on submit", async () => {
    await open({
      title: "Block the user?",
      description: "Their sessions end now.",
      submitLabel: "Block",
      type: "danger",
    });
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.getByText("Their sessions end now.")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText("Block")));
    await expect(answer).resolves.toBe(true);
  });

  it("resolves false on cancel", async () => {
    await open({ title: "Close the ticket?", cancelLabel: "Keep" });
    await act(async () => fireEvent.click(screen.getByText("Keep")));
    await expect(answer).resolves.toBe(false);
  });

  it("stays open when a click lands outside without a press there (the opening tap)", async () => {
    await open({ title: "Close the ticket?" });
    await act(async () => fireEvent.click(document.querySelector("[data-testid=confirm-dialog-overlay]")!));
    expect(screen.getByTestId("confirm-dialog").getAttribute("data-state")).toBe("open");
  });

  it("rejects when the user clicks outside", async () => {
    await open({ title: "Close the ticket?" });
    const overlay = document.querySelector("[data-testid=confirm-dialog-overlay]");
    expect(overlay).toBeTruthy();
    await act(async () => {
      fireEvent.pointerDown(overlay!);
      fireEvent.click(overlay!);
    });
    await expect(answer).resolves.toBe(false);
  });
});
