import { describe, expect, it } from 'vitest';
import { bytesOfBase64 } from './pdf-download.js';

describe('ERP documents', () => {
  it('turns the base64 the ERP sends into the PDF’s bytes', () => {
    const pdf = '%PDF-1.4\n%âãÏÓ\n';
    const base64 = Buffer.from(pdf, 'latin1').toString('base64');
    const bytes = bytesOfBase64(base64);
    expect(Buffer.from(bytes).toString('latin1')).toBe(pdf);
    expect(Buffer.from(bytes.slice(0, 4)).toString('latin1')).toBe('%PDF');
  });
});
