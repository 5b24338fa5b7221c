import { useEffect, useState } from 'react';
import type { MessagePhoto } from '../../../../shared/schemas/messaging';
import { cn } from '../../../lib/cn';
import { messagingApi } from '../api/messaging-api';
import { MESSAGING_UI_TEXTS } from '../lib/messaging-ui-texts';

/** The thumb's box: within 240 px either way, at the photo's shape. */
const BOX = 240;

function boxOf(width: number, height: number) {
  const scale = Math.min(1, BOX / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A message's photo in the thread (docs/product.md, Photos in messages): the thumb at the
 * photo's shape, its colour while it loads; pressing it opens the display size in a tab.
 */
export function MessagePhotoView({ photo, senderName }: { photo: MessagePhoto; senderName: string }) {
  const box = boxOf(photo.width, photo.height);
  return (
    <a
      href={messagingApi.photoUrl(photo.id, 'display')}
      target="_blank"
      rel="noopener"
      className="block overflow-hidden rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-coral-500 focus-visible:ring-offset-2"
    >
      <img
        src={messagingApi.photoUrl(photo.id, 'thumb')}
        width={box.width}
        height={box.height}
        alt={MESSAGING_UI_TEXTS.photoFrom(senderName)}
        loading="lazy"
        decoding="async"
        className="block h-auto max-w-full"
        style={{ backgroundColor: photo.color, aspectRatio: `${photo.width} / ${photo.height}` }}
      />
    </a>
  );
}

/** A photo of this tab's, not sent yet (the composer's choice, a send on its way). */
export function LocalPhoto({ file, className }: { file: File; className?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  if (!url) return <span className={cn('block bg-zinc-100', className)} />;
  return (
    <img
      src={url}
      alt={MESSAGING_UI_TEXTS.photoChosen(file.name)}
      className={cn('object-cover', className)}
    />
  );
}
