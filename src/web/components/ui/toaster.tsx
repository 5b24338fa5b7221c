import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { PHONE_WIDTH, useMediaQuery } from '../../lib/use-media-query';

/**
 * The one toast outlet of the app; features call `toast()` from 'sonner'. On a phone toasts
 * come from the top: at the bottom they would lie over the message composer, a form's
 * buttons and the keyboard while one types on.
 */
export function Toaster(props: ToasterProps) {
  const phone = useMediaQuery(PHONE_WIDTH);
  return (
    <Sonner
      position={phone ? 'top-center' : 'bottom-right'}
      closeButton
      toastOptions={{
        classNames: {
          toast: 'font-sans rounded-card! shadow-lg!',
          title: 'font-medium',
          // The close button is drawn at 20 px; it answers taps on 46 px (inside its 1 px border, 18 + 2 x 14).
          closeButton: 'after:absolute after:-inset-3.5',
        },
      }}
      {...props}
    />
  );
}
