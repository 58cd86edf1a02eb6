// A document the ERP sends as base64 (an invoice, an authenticity certificate), handed to the
// shopper as a PDF file download from a Blob: nothing is stored, no URL outlives the click.

/** The bytes of a base64 text (the adapter checked it is base64). */
export function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Saves the PDF under the file name through a temporary link. */
export function downloadPdf(base64: string, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([bytesOfBase64(base64)], { type: 'application/pdf' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
