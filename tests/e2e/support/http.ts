import { expect } from 'vitest';

/** A tiny cookie-keeping HTTP client for talking to a running server like a browser does. */
export class HttpSession {
  private cookies: Map<string, string>;
  /** `cookies`: ones the browser already holds, such as a session (./members.ts). */
  constructor(
    private readonly base: string,
    cookies: Record<string, string> = {},
  ) {
    this.cookies = new Map(Object.entries(cookies));
  }

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    if (method !== 'GET' && !this.cookies.has('fl_csrf')) await this.request('GET', '/api/auth/session');
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') headers['x-csrf-token'] = this.cookies.get('fl_csrf') ?? '';
    // A FormData body (an upload) is sent as multipart, as a browser's form would be.
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    const response = await fetch(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (value) this.cookies.set(name!.trim(), value);
      else this.cookies.delete(name!.trim());
    }
    return response;
  }
}

/** The JSON answer of a GET the test expects to succeed. */
export async function getJson<T>(base: string, path: string): Promise<T> {
  const response = await fetch(base + path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}
