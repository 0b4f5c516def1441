/** A FormData encoded as the browser sends it, ready for `inject`: the bytes and their content type. */
export async function multipartBody(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (contentType === null) throw new Error('FormData encoded without a content type');
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': contentType } };
}

/** Stand-ins for the three document types, as far as their signatures go. */
export const sampleDocuments = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  docx: Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
    Buffer.from('[Content_Types].xml<Types/>PK\x03\x04word/document.xml<w:document/>', 'latin1'),
  ]),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  exe: Buffer.concat([Buffer.from('MZ\x90\x00\x03', 'latin1'), Buffer.alloc(200)]),
} as const;
