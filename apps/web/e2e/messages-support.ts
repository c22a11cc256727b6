import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { endpointPaths } from '@giglane/contract/endpoint-paths';
import { endpointUrl } from '../src/lib/api/endpoint-url';

/** A real PNG drawn in the page: a picture a buyer sends as a reference. */
export async function pngPicture(page: Page, text: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 640, 400);
    context.fillStyle = '#a3e635';
    context.beginPath();
    context.arc(320, 170, 90, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = 'white';
    context.font = 'bold 44px sans-serif';
    context.textAlign = 'center';
    context.fillText(label, 320, 340);
    return canvas.toDataURL('image/png');
  }, text);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The bubbles of a conversation's log that say `text` exactly. */
export const bubbles = (log: Locator, text: string) => log.getByText(text, { exact: true });

/** Sends a text message through the API as its sender does from another device. */
export async function sendText(
  request: APIRequestContext,
  token: string,
  conversationId: number,
  text: string,
) {
  const response = await request.fetch(
    endpointUrl('sendMessage', { params: { id: conversationId } }),
    {
      method: endpointPaths.sendMessage.method,
      headers: { token },
      multipart: { text, clientKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    },
  );
  expect(response.status(), await response.text()).toBe(201);
}
