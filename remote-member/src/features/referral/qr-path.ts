import qrcode from 'qrcode-generator';

export interface QrMatrix {
  /** Modules per side, margin included. */
  size: number;
  /** SVG path drawing every dark module as a 1x1 square. */
  path: string;
}

/** The QR code of a text (error correction M) as an SVG path, with `margin` light modules around it. */
export function qrMatrix(text: string, margin = 2): QrMatrix {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) path += `M${col + margin},${row + margin}h1v1h-1z`;
    }
  }
  return { size: count + margin * 2, path };
}
