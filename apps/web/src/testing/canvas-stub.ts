import { vi } from 'vitest';

/**
 * A 2D context that draws nothing (the test DOM has no canvas): every method a no-op, text 8 px a
 * character. Only the drawing is stubbed; Chart.js still lays out scales, ticks and tooltips.
 */
export function stubCanvasDrawing(): void {
  const context = (canvas: HTMLCanvasElement) =>
    new Proxy(
      {},
      {
        get(_target, key) {
          if (key === 'canvas') return canvas;
          if (key === 'measureText') return (text: string) => ({ width: text.length * 8 });
          if (key === 'getLineDash') return () => [];
          if (key === 'createLinearGradient' || key === 'createPattern')
            return () => ({ addColorStop: () => undefined });
          return () => undefined;
        },
        set: () => true,
      },
    );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return context(this) as unknown as CanvasRenderingContext2D;
  });
}
