import { useState } from "react";

/**
 * Whether a window fetched on demand was ever asked to open (decision 0038). Until then it is not
 * rendered at all — it renders nothing while closed anyway, so the server's page is the same — and
 * neither its code nor the dialog's comes with the page; once opened it stays mounted, so it can
 * play its closing animation.
 */
export function useFirstOpened(open: boolean) {
  const [opened, setOpened] = useState(open);
  // Set during render, as the dialog itself does: the window mounts in the same pass that opens it.
  if (open && !opened) setOpened(true);
  return opened || open;
}
