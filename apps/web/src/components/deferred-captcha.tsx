import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '../lib/i18n/i18n';
import { CaptchaWidget, type CaptchaWidgetProps } from './captcha-widget';

/**
 * The captcha of a form, started only when it is needed: once `isWanted` (the visitor started on
 * the form) or once its place scrolls into view. Until then its place holds the text the widget
 * shows while it loads, so a visitor who only reads the page downloads no captcha library
 * (docs/decisions/0118).
 */
export function DeferredCaptcha({ isWanted, ...props }: CaptchaWidgetProps & { isWanted: boolean }) {
  const { _ } = useLingui();
  const placeRef = useRef<HTMLParagraphElement>(null);
  const [isInView, setInView] = useState(false);
  useEffect(() => {
    const place = placeRef.current;
    if (place === null || isWanted || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(place);
    return () => {
      observer.disconnect();
    };
  }, [isWanted]);
  if (isWanted || isInView) return <CaptchaWidget {...props} />;
  return (
    <Typography ref={placeRef} color="text.secondary">
      {_('auth.signIn.captchaLoading')}
    </Typography>
  );
}
