import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';

/**
 * A question before something that cannot be taken back (leaving unsaved changes, losing
 * professional details): the safe answer first and on Escape, the other in red.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  keepLabel,
  confirmLabel,
  onAnswer,
}: {
  open: boolean;
  title: string;
  description: string;
  keepLabel: string;
  confirmLabel: string;
  /** true: go ahead; false: keep things as they are (also Escape and a click outside). */
  onAnswer: (confirmed: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onAnswer(false)}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onAnswer(false)}>
            {keepLabel}
          </Button>
          <Button variant="destructive" onClick={() => onAnswer(true)}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
