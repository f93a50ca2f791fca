/** Makes the browser save `blob` under `fileName`, as a download link would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
