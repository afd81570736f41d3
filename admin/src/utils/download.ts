/** Hands a generated file (a CSV export) to the browser as a download. */
export function downloadFile(filename: string, contents: string, type: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, not before the download starts.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
