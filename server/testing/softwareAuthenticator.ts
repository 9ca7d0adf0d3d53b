/**
 * A software authenticator for the WebAuthn ceremonies in Node (issue 29): a real P-256 key, a
 * `none` attestation with hand-built authenticator data, and ES256 assertions, so the server's
 * verification runs unchanged (no stubbed library). It signs for whatever origin and RP ID the
 * test names, which lets tests show that another site's are refused.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

type CborValue = Parameters<typeof isoCBOR.encode>[0];

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

interface CeremonyOptions {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
}

export interface SoftwareAuthenticatorOptions {
  origin: string;
  rpId: string;
  /** False: the authenticator reports no user verification (a tap without PIN or biometrics). */
  userVerified?: boolean;
}

export class SoftwareAuthenticator {
  readonly credentialId = b64url(randomBytes(16));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;

  constructor(private readonly settings: SoftwareAuthenticatorOptions) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'prime256v1',
    }));
  }

  /** The RegistrationResponseJSON of `navigator.credentials.create` for these options. */
  register(options: CeremonyOptions) {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const credentialId = Buffer.from(this.credentialId, 'base64url');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      this.authDataHead(FLAG_ATTESTED_DATA),
      Buffer.alloc(16), // aaguid
      length,
      credentialId,
      isoCBOR.encode(coseKey),
    ]);
    const attestation: [string, CborValue][] = [
      ['fmt', 'none'],
      ['attStmt', new Map<string, CborValue>()],
      ['authData', new Uint8Array(authData)],
    ];
    const attestationObject = isoCBOR.encode(new Map(attestation));
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The AuthenticationResponseJSON of `navigator.credentials.get` for these options. */
  authenticate(options: CeremonyOptions) {
    const authData = this.authDataHead(0);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    const signature = sign('sha256', signed, { key: this.privateKey, dsaEncoding: 'der' });
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private authDataHead(extraFlags: number): Buffer {
    const verified = this.settings.userVerified === false ? 0 : FLAG_USER_VERIFIED;
    this.counter += 1;
    return Buffer.concat([
      sha256(this.settings.rpId),
      Buffer.from([FLAG_USER_PRESENT | verified | extraFlags]),
      uint32(this.counter),
    ]);
  }

  private clientData(type: string, challenge: string): string {
    return b64url(
      Buffer.from(JSON.stringify({ type, challenge, origin: this.settings.origin, crossOrigin: false })),
    );
  }
}
