// The rear camera for the scanner: open it with "ideal" constraints (any camera will do), grab frames as
// pixel arrays for src/scan, and switch the torch where the phone has one.

import { checkShape, declaredSize, uploadSize } from '../../scan/image-limits.ts';

/** An open camera stream shown in a video element. */
export interface Camera {
  /** Whether this camera reports a torch the page may switch. */
  readonly hasTorch: boolean;
  setTorch(on: boolean): Promise<void>;
  /** The current frame at the camera's own resolution, or null before the first frame arrives. */
  grab(): ImageData | null;
  stop(): void;
}

/** Opens the rear camera (if any) into `video`. Rejects when there is no camera or permission is refused. */
export async function openCamera(video: HTMLVideoElement): Promise<Camera> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  await video.play().catch(() => undefined);
  const track = stream.getVideoTracks()[0];
  const capabilities = (track?.getCapabilities?.() ?? {}) as MediaTrackCapabilities & { torch?: boolean };
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    hasTorch: capabilities.torch === true,
    async setTorch(on) {
      await track?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
    },
    grab() {
      const { videoWidth: width, videoHeight: height } = video;
      if (!context || width === 0 || height === 0) return null;
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      return context.getImageData(0, 0, width, height);
    },
    stop() {
      for (const t of stream.getTracks()) t.stop();
      video.srcObject = null;
    },
  };
}

/**
 * Decodes an uploaded photo file into pixels with the browser's own decoders. The size its header
 * declares is judged first: a shape that cannot hold a card is refused (PhotoSizeError), and a
 * large photo is decoded straight to the working size, never drawn at full size (a 12000 x 12000
 * photo would take over half a gigabyte as a canvas, and as much again as pixels).
 */
export async function readPhotoFile(file: Blob): Promise<ImageData> {
  const head = new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer());
  const declared = declaredSize(head);
  let bitmap: ImageBitmap;
  if (declared) {
    checkShape(declared.width, declared.height);
    const wanted = uploadSize(declared.width, declared.height);
    // The browser turns the photo upright before resizing it: the wanted size turns with it.
    const [resizeWidth, resizeHeight] = declared.turned
      ? [wanted.height, wanted.width]
      : [wanted.width, wanted.height];
    bitmap = await createImageBitmap(file, { resizeWidth, resizeHeight, resizeQuality: 'high' });
  } else {
    // A format whose header we do not read (WebP, GIF...): decoded, judged, then shrunk.
    const full = await createImageBitmap(file);
    try {
      checkShape(full.width, full.height);
    } catch (error) {
      full.close();
      throw error;
    }
    const wanted = uploadSize(full.width, full.height);
    bitmap =
      wanted.width === full.width
        ? full
        : await createImageBitmap(full, {
            resizeWidth: wanted.width,
            resizeHeight: wanted.height,
            resizeQuality: 'high',
          });
    if (bitmap !== full) full.close();
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}
