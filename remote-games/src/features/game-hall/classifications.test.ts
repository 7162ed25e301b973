import { classificationOptions } from './classifications';

it('offers bingo in Spanish only', () => {
  expect(classificationOptions('es', null)).toEqual(['SCRATCH', 'VIDEO_POKER', 'TABLE', 'ARCADE', 'SLOTS', 'BINGO']);
  expect(classificationOptions('en', null)).toEqual(['SCRATCH', 'VIDEO_POKER', 'TABLE', 'ARCADE', 'SLOTS']);
});

it('keeps only the classifications the API reports, in the spec’s order', () => {
  expect(classificationOptions('es', ['BINGO', 'SLOTS', 'POKER'])).toEqual(['SLOTS', 'BINGO']);
  expect(classificationOptions('en', ['BINGO', 'SLOTS'])).toEqual(['SLOTS']);
  expect(classificationOptions('en', [])).toEqual([]);
});
