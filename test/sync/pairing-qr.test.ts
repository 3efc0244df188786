// Pairing codes as QR codes (issue 30): the QR one phone shows reads back, from its pixels, as the
// very code the other phone needs, and a camera frame with no code in it reads as nothing.
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { decodeCode, encodeCode, trimSdp } from '../../src/sync/webrtc.ts';
import { qrModules, qrPath, readQr } from '../../src/ui/phones/qr.ts';

// An answer as Chromium writes it after a camera grant: raw addresses, UDP and TCP (documentation range).
const ANSWER = [
  'v=0',
  'o=- 8012376120338841129 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=msid-semantic: WMS',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:3425615425 1 udp 2122260223 192.0.2.20 52113 typ host generation 0 network-id 1',
  'a=candidate:2367211937 1 udp 2122194687 198.51.100.7 40871 typ host generation 0 network-id 2',
  'a=candidate:1259221409 1 tcp 1518280447 192.0.2.20 9 typ host tcptype active generation 0 network-id 1',
  'a=candidate:3144383905 1 tcp 1518214911 198.51.100.7 9 typ host tcptype active generation 0 network-id 2',
  'a=ice-ufrag:Pq7n',
  'a=ice-pwd:ZcRb3k0Hf2gJzL9mX1vqYwA8',
  'a=ice-options:trickle',
  'a=fingerprint:sha-256 1C:9E:60:2B:DA:44:7F:05:93:A1:5E:C8:32:0B:77:E4:19:66:AD:F0:3E:58:B2:91:C4:0D:7A:E5:28:6F:13:B9',
  'a=setup:active',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

/** The QR drawn as a camera would see it on a screen: `scale` pixels a module, black on white. */
function picture(code: string, scale: number): ImageData {
  const qr = qrModules(code);
  const width = qr.size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y++)
    for (let x = 0; x < width; x++)
      if (qr.dark[Math.floor(y / scale)]![Math.floor(x / scale)])
        data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { data, width, height: width, colorSpace: 'srgb' } as ImageData;
}

describe('pairing codes as QR codes', () => {
  it('the answer QR read from its pixels gives back the answer, with its UDP addresses', async () => {
    const code = await encodeCode('answer', ANSWER);
    const read = await readQr(picture(code, 4));
    expect(read).toBe(code);
    const sdp = await decodeCode('answer', read!);
    expect(sdp).toBe(trimSdp(ANSWER));
    expect(sdp).toContain('192.0.2.20 52113 typ host');
    expect(sdp).toContain('198.51.100.7 40871 typ host');
    // The TCP candidates (port 9, never used between two phones) are not carried.
    expect(sdp).not.toContain(' tcp ');
  });

  it('the SVG path draws exactly the dark modules', async () => {
    const code = await encodeCode('answer', ANSWER);
    const qr = qrModules(code);
    const dark = qr.dark.flat().filter(Boolean).length;
    // Each run is `M x y h n v1 h -n z`: its lengths add up to the dark modules.
    const runs = [...qrPath(qr).matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(runs).toBe(dark);
    // A quiet zone of four light modules on every side.
    expect(qr.dark.slice(0, 4).flat().some(Boolean)).toBe(false);
    expect(
      qr.dark
        .map((row) => row.slice(-4))
        .flat()
        .some(Boolean),
    ).toBe(false);
  });

  it('the code survives the QR byte for byte, whatever the reader', async () => {
    const code = await encodeCode('answer', ANSWER);
    const frame = picture(code, 3);
    expect(jsQR(frame.data, frame.width, frame.height)?.data).toBe(code);
  });

  it('a frame with no code in it reads as nothing', async () => {
    const blank = {
      data: new Uint8ClampedArray(200 * 200 * 4).fill(200),
      width: 200,
      height: 200,
    } as ImageData;
    expect(await readQr(blank)).toBeNull();
  });
});
