import { captchaImageSrc } from './captcha-image';

describe('captcha value as an image source (spec 1 §7: value = base64 image)', () => {
  it('keeps a base64 data URL of an image as it is', () => {
    expect(captchaImageSrc('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(captchaImageSrc('data:image/PNG;base64,iVBORw0KGgo=')).toBe('data:image/PNG;base64,iVBORw0KGgo=');
  });

  it('types bare base64 by its first bytes, PNG when unknown, and drops line breaks', () => {
    expect(captchaImageSrc('iVBORw0KGgoAAAANSUhEUg==')).toBe('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==');
    expect(captchaImageSrc('/9j/4AAQSkZJRg==')).toBe('data:image/jpeg;base64,/9j/4AAQSkZJRg==');
    expect(captchaImageSrc('R0lGODlhAQABAAAAACw=')).toBe('data:image/gif;base64,R0lGODlhAQABAAAAACw=');
    expect(captchaImageSrc('PHN2ZyB4bWxucz0i\nPjwvc3ZnPg==')).toBe('data:image/svg+xml;base64,PHN2ZyB4bWxucz0iPjwvc3ZnPg==');
    expect(captchaImageSrc('AAAAAAAA')).toBe('data:image/png;base64,AAAAAAAA');
  });

  it('shows nothing that is not an image: other URLs, non-image data, text, empty', () => {
    for (const value of ['javascript:alert(1)', 'https://evil.example/x.png', 'data:text/html;base64,PGI+', 'not base64!', '', null, { captchaId: 'x', image: 'y' }]) {
      expect(captchaImageSrc(value)).toBeNull();
    }
  });
});
