/**
 * Runs `callback` once, after the browser has painted the current page (a frame, then a task), or
 * after `fallbackMs` when no frame comes (a page opened in a background tab paints no frames).
 */
export function afterFirstPaint(callback: () => void, fallbackMs = 100): void {
  let hasRun = false;
  const runOnce = () => {
    if (hasRun) return;
    hasRun = true;
    callback();
  };
  const fallback = setTimeout(runOnce, fallbackMs);
  requestAnimationFrame(() => {
    setTimeout(() => {
      clearTimeout(fallback);
      runOnce();
    }, 0);
  });
}
