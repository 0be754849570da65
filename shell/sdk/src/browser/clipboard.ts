/** Copying and downloading from the page. */

/** Puts text on the clipboard; resolves false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the older way below.
  }
  // Plain http on a LAN address has no clipboard API; a selected textarea still copies.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Saves a data URL (or any same-site address) as a file with the given name. */
export function downloadFile(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Saves bytes the page received (an export, a contract) as a file with the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  downloadFile(href, fileName);
  // The browser has taken the bytes once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
