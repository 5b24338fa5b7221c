import sharp from 'sharp';

/** A small real JPEG, made on the spot. */
export function jpeg(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A JPEG as a file input takes it. */
export async function jpegFile(name: string, width: number, height: number, background: string) {
  return { name, mimeType: 'image/jpeg', buffer: await jpeg(width, height, background) };
}
