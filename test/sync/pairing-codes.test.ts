// The pairing codes copied by hand between phones: what they keep of a session description, and
// how a code that is not the right one is refused before WebRTC ever sees it.
import { describe, expect, it } from 'vitest';
import { decodeCode, encodeCode, PairingCodeError, trimSdp } from '../../src/sync/webrtc.ts';

// An offer as Chromium writes it for one data channel (addresses from the documentation range).
const OFFER = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:1467250027 1 udp 2122260223 192.0.2.10 46243 typ host generation 0 network-id 1',
  'a=candidate:2183486457 1 udp 2122194687 9d1e3c6b-4f7a-4c1e-9d55-2b7e1f0c9a11.local 54012 typ host generation 0 network-id 2',
  'a=ice-ufrag:4ZcD',
  'a=ice-pwd:2/1muCWoOi3uLifh0NuRHlZg',
  'a=ice-options:trickle',
  'a=fingerprint:sha-256 75:74:5A:A6:A4:E5:52:F4:A7:67:4C:01:C7:EE:91:3F:21:3D:A2:E3:53:7B:6F:30:86:F2:30:AA:65:FB:04:24',
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

describe('pairing codes', () => {
  it('an offer comes back from its code with every line a data channel needs', async () => {
    const code = await encodeCode('offer', OFFER);
    const sdp = await decodeCode('offer', code);
    expect(sdp).toBe(trimSdp(OFFER));
    for (const needed of [
      'a=candidate:1467250027',
      '.local 54012',
      'a=ice-pwd:',
      'a=fingerprint:sha-256 75:74',
      'a=sctp-port:5000',
    ])
      expect(sdp).toContain(needed);
    expect(sdp).not.toContain('a=extmap-allow-mixed');
  });

  it('a code is short enough to copy by hand and uses only letters, digits, - and _', async () => {
    const code = await encodeCode('offer', OFFER);
    expect(code).toMatch(/^SHo1[A-Za-z0-9_-]+$/);
    expect(code.length).toBeLessThan(OFFER.length);
  });

  it('spaces and line breaks picked up while copying do not matter', async () => {
    const code = await encodeCode('answer', OFFER.replace('actpass', 'active'));
    const broken = code.slice(0, 30) + '\n  ' + code.slice(30, 60) + ' ' + code.slice(60);
    expect(await decodeCode('answer', broken)).toContain('a=setup:active');
  });

  it('an answer pasted where the table code goes, and the other way round, is refused with which one it is', async () => {
    const answer = await encodeCode('answer', OFFER);
    const offer = await encodeCode('offer', OFFER);
    await expect(decodeCode('offer', answer)).rejects.toMatchObject({ why: 'not-offer' });
    await expect(decodeCode('answer', offer)).rejects.toMatchObject({ why: 'not-answer' });
  });

  it('a code cut short, mistyped or from elsewhere is refused as unreadable', async () => {
    const code = await encodeCode('offer', OFFER);
    for (const bad of [
      code.slice(0, code.length - 12),
      code.slice(0, 4) + '!!' + code.slice(6),
      'hello',
      '',
      'SHo1',
    ])
      await expect(decodeCode('offer', bad)).rejects.toBeInstanceOf(PairingCodeError);
    // Well-formed deflate that is not a session description.
    const text = await encodeCode('offer', 'v=1\r\nhello');
    await expect(decodeCode('offer', text)).rejects.toMatchObject({ why: 'unreadable' });
  });
});
