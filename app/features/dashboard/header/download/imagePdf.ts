/**
 * A one-page PDF holding one JPEG image (no PDF library is installed): the image's bytes go
 * in as a DCTDecode XObject drawn over the whole page, sized 1 CSS px = 0.75 pt.
 */

const encoder = new TextEncoder();

/** The PDF file of one JPEG of `width` × `height` CSS pixels (pixel size `pixelWidth` × `pixelHeight`). */
export function imagePdf(
  jpeg: Uint8Array,
  size: { width: number; height: number; pixelWidth: number; pixelHeight: number },
): Uint8Array<ArrayBuffer> {
  const pageWidth = (size.width * 0.75).toFixed(2);
  const pageHeight = (size.height * 0.75).toFixed(2);
  const drawing = `q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Im0 Do Q`;
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: string | Uint8Array) => {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (body: string | (string | Uint8Array)[]) => {
    offsets.push(length);
    push(`${offsets.length} 0 obj\n`);
    for (const piece of typeof body === 'string' ? [body] : body) push(piece);
    push('\nendobj\n');
  };
  push('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n');
  object('<< /Type /Catalog /Pages 2 0 R >>');
  object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
      '/Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>',
  );
  object([
    `<< /Type /XObject /Subtype /Image /Width ${size.pixelWidth} /Height ${size.pixelHeight} ` +
      `/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
    jpeg,
    '\nendstream',
  ]);
  object(`<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`);
  const xrefAt = length;
  push(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  const file = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}
