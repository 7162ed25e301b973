import { useMemo } from 'react';
import { qrMatrix } from '../qr-path';

/** QR sizes of spec 1 §9: 200 by default, 120 in the login promo block; margin 0. */
export const QR_DEFAULT_SIZE = 200;
export const QR_PROMO_SIZE = 120;

export interface QrCodeProps {
  value: string;
  /** Accessible name, e.g. "Código QR de Android". */
  label: string;
  size?: number;
  margin?: number;
}

/** A QR code drawn as inline SVG (no canvas, no image request). */
export function QrCode({ value, label, size = QR_DEFAULT_SIZE, margin = 0 }: QrCodeProps) {
  const matrix = useMemo(() => qrMatrix(value, margin), [value, margin]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={matrix.size} height={matrix.size} fill="#fff" />
      <path d={matrix.path} fill="#000" />
    </svg>
  );
}
