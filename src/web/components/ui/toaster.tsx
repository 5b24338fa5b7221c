import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** The one toast outlet of the app; features call `toast()` from 'sonner'. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="bottom-right"
      closeButton
      toastOptions={{
        classNames: {
          toast: 'font-sans rounded-card! shadow-lg!',
          title: 'font-medium',
        },
      }}
      {...props}
    />
  );
}
