import { api } from '@suite/shared';
import { addProofFiles, readAsDataUrl } from './proof-images';

const image = (name: string, type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type });

describe('addProofFiles', () => {
  it('keeps png and jpeg files up to the limit and names every file it leaves out', () => {
    const { files, refused } = addProofFiles(
      [image('a.png')],
      [image('b.jpg', 'image/jpeg'), image('c.gif', 'image/gif'), image('d.png'), image('e.png')],
    );
    expect(files.map((file) => file.name)).toEqual(['a.png', 'b.jpg', 'd.png']);
    expect(refused).toEqual([
      { name: 'c.gif', reason: 'type' },
      { name: 'e.png', reason: 'count' },
    ]);
  });

  it('refuses a file above the size limit', () => {
    const big = image('big.jpg', 'image/jpeg', api.PROOF_MAX_BYTES + 1);
    expect(addProofFiles([], [big])).toEqual({ files: [], refused: [{ name: 'big.jpg', reason: 'size' }] });
  });
});

describe('readAsDataUrl', () => {
  it('reads a file as a data URL', async () => {
    await expect(readAsDataUrl(new File(['hi'], 'a.png', { type: 'image/png' }))).resolves.toBe('data:image/png;base64,aGk=');
  });
});
