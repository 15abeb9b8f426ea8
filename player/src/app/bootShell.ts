/**
 * The server paints a boot shell (top bar and the page's opening words, api/src/lib/boot-shell.ts)
 * before any script runs, and its styles keep the app's root hidden while the shell is there. The app
 * removes both once it shows a page: called from a layout effect, the swap happens within one frame.
 */
export function removeBootShell(doc: Document = document): void {
  doc.getElementById('boot')?.remove();
  doc.getElementById('boot-style')?.remove();
}
