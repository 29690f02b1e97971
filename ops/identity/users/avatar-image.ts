import sharp from 'sharp';
import { AVATAR_SIZE } from '../../../contracts/identity/users/profile';

export type Crop = { x?: number | undefined; y?: number | undefined; width?: number | undefined; height?: number | undefined };

// The picture as kept: the chosen part (the centre square when none is chosen), 120×120, as PNG,
// with nothing of the original's metadata (location, camera). Null when it is not a picture of at
// least 120×120, or the part chosen is not inside it.
export async function avatarImage(bytes: Uint8Array, crop: Crop): Promise<Uint8Array | null> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
    const { width = 0, height = 0, orientation } = await image.metadata();
    // a quarter turn swaps the sides
    const [w, h] = orientation && orientation >= 5 ? [height, width] : [width, height];
    if (w < AVATAR_SIZE || h < AVATAR_SIZE) return null;
    const side = Math.min(w, h);
    const area = { left: crop.x ?? Math.floor((w - side) / 2), top: crop.y ?? Math.floor((h - side) / 2), width: crop.width ?? side, height: crop.height ?? side };
    if (area.width < 1 || area.height < 1 || area.left + area.width > w || area.top + area.height > h) return null;
    const out = await image.extract(area).resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).png().toBuffer();
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  } catch {
    return null;
  }
}
