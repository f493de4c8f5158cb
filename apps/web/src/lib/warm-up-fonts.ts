import { yieldToBrowser } from './yield-to-browser';

/**
 * Sets a line of text in each of `styles` (font weight, size in px), one per task, out of sight.
 * The first text in a new weight or size makes the browser find and set up that font, a few ms
 * each on some systems; done here while start-up waits for the network, the layout that follows
 * the first screen's commit does not pay for all of them in one long task.
 */
export async function warmUpFonts(
  fontFamily: string,
  styles: readonly (readonly [weight: number, sizePx: number])[],
): Promise<void> {
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText =
    'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
  box.style.fontFamily = fontFamily;
  document.body.append(box);
  for (const [weight, sizePx] of styles) {
    await yieldToBrowser();
    const line = document.createElement('span');
    line.style.fontWeight = String(weight);
    line.style.fontSize = `${String(sizePx)}px`;
    line.textContent = 'Aa';
    box.append(line);
    box.getBoundingClientRect();
  }
  box.remove();
}
