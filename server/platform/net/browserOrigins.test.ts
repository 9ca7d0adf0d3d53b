import { describe, expect, it } from 'vitest';
import { browserOrigins, localhostUrlOf } from './browserOrigins';

describe('the origins a browser opens the portal at', () => {
  it('are APP_URL’s alone for a public name', () => {
    expect(browserOrigins('https://kundencenter.labor.example')).toEqual([
      'https://kundencenter.labor.example',
    ]);
    expect(browserOrigins('http://localhost:8080')).toEqual(['http://localhost:8080']);
  });

  it('add localhost with the same port for a loopback address, where WebAuthn needs a name', () => {
    expect(browserOrigins('http://127.0.0.1:8080')).toEqual([
      'http://127.0.0.1:8080',
      'http://localhost:8080',
    ]);
    expect(browserOrigins('http://[::1]:4511/')).toEqual(['http://[::1]:4511', 'http://localhost:4511']);
  });

  it('name the loopback APP_URL localhost and keep every other unchanged', () => {
    expect(localhostUrlOf('http://127.0.0.1:8080/').href).toBe('http://localhost:8080/');
    expect(localhostUrlOf('https://kundencenter.labor.example/').href).toBe(
      'https://kundencenter.labor.example/',
    );
  });
});
