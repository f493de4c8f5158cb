import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, sampleDocx, samplePdf, samplePng } from '../../testing/cases.js';
import { checkAttachmentContent, sanitiseFileName } from './content-check.js';
import { LocalFileStorage } from './file-storage.js';

describe('attachment content check', () => {
  it('accepts a .jpeg name for JPEG content and serves it as image/jpeg', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 0)]);
    await expect(checkAttachmentContent('photo.JPEG', jpeg)).resolves.toEqual({
      extension: 'jpg',
      contentType: 'image/jpeg',
    });
  });
  it('names the type a docx, png and pdf are served as', async () => {
    expect((await checkAttachmentContent('a.docx', sampleDocx)).contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await checkAttachmentContent('a.png', samplePng)).contentType).toBe('image/png');
    expect((await checkAttachmentContent('a.pdf', samplePdf)).contentType).toBe('application/pdf');
  });
  it('refuses a file without an ending with 415', async () => {
    await expect(checkAttachmentContent('statement', samplePdf)).rejects.toMatchObject({ statusCode: 415 });
  });
});

describe('file names', () => {
  it('keeps only the last path part without unsafe characters', () => {
    expect(sanitiseFileName('C:\\Users\\pat\\My "EOB" <1>.pdf', 'pdf')).toBe('My EOB 1.pdf');
    expect(sanitiseFileName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
    expect(sanitiseFileName('bill\u0000\u001f.png', 'png')).toBe('bill.png');
  });
  it('falls back to attachment.<ext> and shortens long names keeping the ending', () => {
    expect(sanitiseFileName('...', 'pdf')).toBe('attachment.pdf');
    const long = sanitiseFileName(`${'a'.repeat(300)}.docx`, 'docx');
    expect(long).toHaveLength(150);
    expect(long.endsWith('.docx')).toBe(true);
  });
});

describe('local file storage', () => {
  it('stores, opens and removes by key, leaving no part file behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'medivi-storage-test-'));
    try {
      const storage = new LocalFileStorage(dir);
      const key = '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';
      await storage.put(key, samplePdf);
      expect(filesUnder(dir)).toEqual([`0f/${key}`]);
      const stream = await storage.open(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(samplePdf)).toBe(true);
      await storage.remove(key);
      expect(await storage.open(key)).toBeNull();
      expect(filesUnder(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('refuses keys that could leave its directory', async () => {
    const storage = new LocalFileStorage(join(tmpdir(), 'medivi-storage-unused'));
    await expect(storage.put('../../escape', samplePdf)).rejects.toThrow('invalid storage key');
  });
});
