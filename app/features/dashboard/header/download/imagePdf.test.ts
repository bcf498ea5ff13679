import { describe, expect, it } from 'vitest';
import { downloadName } from './dashboardImage';
import { imagePdf } from './imagePdf';

describe('imagePdf', () => {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
  const pdf = imagePdf(jpeg, { width: 800, height: 600, pixelWidth: 1600, pixelHeight: 1200 });
  const text = new TextDecoder('latin1').decode(pdf);

  it('is a PDF whose page is the image size in points', () => {
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/MediaBox [0 0 600.00 450.00]');
    expect(text).toContain('/Width 1600 /Height 1200');
    expect(text).toContain(`/Filter /DCTDecode /Length ${jpeg.length}`);
  });

  it('holds the JPEG bytes unchanged', () => {
    const at = pdf.findIndex((byte, index) => byte === 0xff && pdf[index + 1] === 0xd8);
    expect([...pdf.slice(at, at + jpeg.length)]).toEqual([...jpeg]);
  });

  it('has a cross-reference table pointing at each object', () => {
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    // Byte offsets: decode the bytes before each offset to check the object header there.
    offsets.forEach((offset, index) => {
      const header = new TextDecoder('latin1').decode(pdf.slice(offset, offset + 12));
      expect(header.startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
  });
});

describe('downloadName', () => {
  it('is the title and the date, safe for a file name', () => {
    expect(downloadName('Sales / Q1 <draft>', 'png', new Date('2024-05-01T12:00:00Z'))).toBe(
      'Sales-Q1-draft-2024-05-01.png',
    );
    expect(downloadName('  ', 'pdf', new Date('2024-05-01T12:00:00Z'))).toBe(
      'dashboard-2024-05-01.pdf',
    );
  });
});
