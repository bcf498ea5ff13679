/** Copies text to the clipboard; false when the browser cannot or will not. */
export async function copyToClipboard(text: string): Promise<boolean> {
  // navigator.clipboard is missing outside secure contexts (plain http on a non-local host).
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
