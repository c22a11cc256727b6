import { expect, type Browser, type Page } from '@playwright/test';
import { endpointPaths } from '@giglane/contract/endpoint-paths';
import { endpointUrl } from '../src/lib/api/endpoint-url';
import {
  callEndpoint,
  drawPicture,
  newSeller,
  signInAs,
  signUp,
  type EndpointCall,
} from './support';

/** A seller's gig with two packages, listed through the seller's own endpoints as the editor saves. */
export async function listedGig(
  page: Page,
  token: string,
  { title, requirements = [] }: { title: string; requirements?: string[] },
) {
  const { request } = page;
  const [category] = await callEndpoint(request, 'getCategoryMenu', {});
  const subcategoryId = category!.dsNhomChiTietLoai[0]!.dsChiTietLoai[0]!.id;
  const { features } = await callEndpoint(request, 'listSubcategoryFeatures', {
    params: { id: subcategoryId },
  });
  const gig = await callEndpoint(
    request,
    'createSellerGig',
    { body: { title, subcategoryId, tags: ['logo', 'brand'] } },
    token,
  );
  const params = { id: String(gig.id) };
  const pricing: EndpointCall<'updateGigPricing'>['body'] = {
    basic: {
      name: 'Starter mark',
      description: 'One logo concept in colour, with a transparent PNG.',
      price: 35,
      deliveryDays: 3,
      revisions: 1,
      features: features.slice(0, 2),
    },
    standard: {
      name: 'Brand kit',
      description: 'Three concepts, the chosen one in every format you need.',
      price: 90,
      deliveryDays: 5,
      revisions: 2,
      features: features.slice(0, 4),
      extra: 'A one-page brand sheet',
    },
    premium: null,
  };
  await callEndpoint(request, 'updateGigPricing', { params, body: pricing }, token);
  await callEndpoint(
    request,
    'updateGigDescription',
    {
      params,
      body: {
        description:
          'I design **logos that last**: simple marks that read at any size, drawn for your brand.\n\nWhat you get:\n- Concepts sketched from your brief\n- Vector files and PNGs\n- Colours and type that fit',
        faq: [],
      },
    },
    token,
  );
  const cover = await page.request.fetch(endpointUrl('uploadGigPicture', { params }), {
    method: endpointPaths.uploadGigPicture.method,
    headers: { token },
    multipart: {
      formFile: {
        name: 'cover.jpg',
        mimeType: 'image/jpeg',
        buffer: await drawPicture(page, 'Logo studio', 168),
      },
    },
  });
  expect(cover.ok(), await cover.text()).toBe(true);
  await callEndpoint(request, 'setGigStatus', { params, body: { status: 'active' } }, token);
  if (requirements.length > 0)
    await callEndpoint(
      request,
      'saveGigRequirements',
      { params, body: { questions: requirements } },
      token,
    );
  return gig;
}

/**
 * A seller and a buyer, each signed in in a browser context of their own (two windows side by
 * side), and a listed gig of the seller's asking `requirements`; on the server at `baseURL` when
 * a flow has one of its own.
 */
export async function sellerAndBuyer(
  browser: Browser,
  { title, requirements, baseURL }: { title: string; requirements?: string[]; baseURL?: string },
) {
  // A baseURL given as undefined would replace the configuration's.
  const options = baseURL ? { baseURL } : {};
  const sellerPage = await (await browser.newContext(options)).newPage();
  const buyerPage = await (await browser.newContext(options)).newPage();
  const seller = await newSeller(sellerPage.request, 'Mai Pham Studio');
  const buyer = await signUp(buyerPage.request, 'orders-buyer', 'Daniel Okafor');
  const buyerSession = await signInAs(buyerPage, buyer);
  await signInAs(sellerPage, seller.account);
  const gig = await listedGig(sellerPage, seller.token, { title, requirements });
  return {
    sellerPage,
    buyerPage,
    seller,
    buyer: { ...buyer, token: buyerSession.token, id: buyerSession.user.id },
    gig,
  };
}

/** The seller's delivery of an order with a message, sent as the delivery form sends it. */
export async function deliveredOverApi(
  page: Page,
  sellerToken: string,
  orderId: number,
  message: string,
) {
  const reply = await page.request.fetch(endpointUrl('deliverOrder', { params: { id: orderId } }), {
    method: endpointPaths.deliverOrder.method,
    headers: { token: sellerToken },
    multipart: { message },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/**
 * The seller's review of the buyer on the order's page (decision 054): five stars and a line.
 * Until the buyer writes theirs too, or the window closes, neither sees the other's.
 */
export async function reviewBuyer(sellerPage: Page, buyerName: string, text: string) {
  const panel = sellerPage.getByRole('region', { name: `Review ${buyerName}` });
  await panel
    .getByRole('group', { name: 'Overall' })
    .locator('label')
    .filter({ hasText: '5 stars' })
    .click();
  await panel.getByLabel('Your review of the buyer').fill(text);
  await panel.getByRole('button', { name: 'Save review' }).click();
  await expect(
    sellerPage.getByRole('region', { name: `Your review of ${buyerName}` }),
  ).toContainText(text);
}

/** A title of the form the editor asks for, unique to this run so lists can find it. */
export const gigTitle = (what: string) =>
  `I will ${what} ${Date.now().toString(36).slice(-5)}`.slice(0, 80);

/** A small real PDF, so a delivery carries a document as sellers send them. */
export function pdfFile(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
