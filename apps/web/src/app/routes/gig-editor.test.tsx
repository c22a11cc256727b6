import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EndpointName } from '@giglane/contract/endpoint-paths';
import type { GigPackage, SellerGig } from '@giglane/contract/gig-offers';
import { pagePaths, pagePatterns, type GigEditorStep } from '@giglane/contract/page-paths';
import { endpointOf } from '../../lib/api/endpoint-url';
import { anna, wireMenu } from '../../lib/api/wire-fixtures';
import { saveSession } from '../../lib/session';
import { expectFieldMessage, expectNoFieldMessage } from '../../testing/field-message';
import { stubFetch, type SentRequest, type StubReply } from '../../testing/fetch-stub';
import { renderWithApp } from '../../testing/render';
import { Component as GigEditorPage } from './gig-editor';

const picture = (name: string) => ({
  url: `http://127.0.0.1:4173/images/${name}.webp`,
  width: 1280,
  height: 720,
  sizes: [{ width: 1280, url: `http://127.0.0.1:4173/images/${name}.webp` }],
});

/** A draft just started: its overview saved, nothing else. */
const draft: SellerGig = {
  id: 77,
  status: 'draft',
  title: 'I will design a minimalist logo for your brand',
  subcategoryId: 1,
  categoryId: 1,
  tags: ['logo'],
  packages: { basic: null, standard: null, premium: null },
  description: '',
  faq: [],
  pictures: [],
  missing: [
    'pricing: the Basic package',
    'description: at least 120 characters',
    'gallery: at least one picture',
  ],
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const basic: GigPackage = {
  tier: 'basic',
  name: 'Starter logo',
  description: 'One logo concept with a transparent PNG.',
  price: 25,
  deliveryDays: 3,
  revisions: 1,
  features: ['Source file'],
  extra: '',
};

/** The same gig with everything a listed gig needs. */
const complete: SellerGig = {
  ...draft,
  packages: { basic, standard: null, premium: { ...basic, tier: 'premium', price: 140 } },
  description: `I design logos.\n\n- ${'Clean lines and a palette that fits your brand. '.repeat(3)}`,
  pictures: [picture('logo-a'), picture('logo-b')],
  missing: [],
};

const FEATURES = ['Source file', 'Vector file', '3D mockup'];

/**
 * A server for the editor holding `gig`: the menu, the subcategory's features, and each step
 * answering with the gig as it stands after the write (the body's fields written in), unless
 * `refuse` answers first.
 */
function stubServer(gig: SellerGig, refuse?: (request: SentRequest) => StubReply | null) {
  let current = gig;
  return stubFetch((request) => {
    const refusal = refuse?.(request);
    if (refusal) return refusal;
    const endpoint = endpointOf(request.method, request.path);
    const body = request.body as Partial<SellerGig>;
    const writes: Partial<Record<EndpointName, () => SellerGig>> = {
      createSellerGig: () => ({ ...current, ...body }),
      updateGigOverview: () => ({ ...current, ...body }),
      updateGigPricing: () => current,
      updateGigDescription: () => ({ ...current, ...body }),
      makeGigPictureCover: () => ({ ...current, pictures: [...current.pictures].reverse() }),
      deleteGigPicture: () => ({ ...current, pictures: current.pictures.slice(0, 1) }),
      setGigStatus: () => ({ ...current, status: 'active' }),
    };
    if (endpoint === 'getCategoryMenu') return { content: wireMenu };
    if (endpoint === 'listSubcategoryFeatures')
      return { content: { subcategoryId: 1, features: FEATURES } };
    if (endpoint === 'getSellerGig') return { content: current };
    const write = endpoint && writes[endpoint];
    if (!write) return { status: 404, content: 'Not found' };
    current = write();
    return { status: endpoint === 'createSellerGig' ? 201 : 200, content: current };
  });
}

/** The editor's page at a step of `gig`, or the new gig's page; it follows its own links. */
async function showStep(gig: SellerGig | null, step: GigEditorStep) {
  const page = <GigEditorPage />;
  const app = renderWithApp(page, {
    path: gig ? pagePatterns.editSellerGig : pagePatterns.newSellerGig,
    at: gig ? pagePaths.editSellerGig(gig.id, step) : pagePaths.newSellerGig(),
    routes: gig ? {} : { [pagePatterns.editSellerGig]: page },
  });
  await screen.findByRole('navigation', { name: 'Gig editor steps' });
  return app;
}

/** Where the editor went after a save. */
async function expectAt(router: { state: { location: { pathname: string } } }, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

const sent = (requests: SentRequest[], method: string) =>
  requests.filter((request) => request.method === method);

describe('the gig editor: overview', () => {
  it('requires a 15 to 80 character title after "I will" and a subcategory, sending nothing', async () => {
    const requests = stubServer(draft);
    const { user } = await showStep(null, 'overview');
    const title = screen.getByLabelText('Title');
    await user.type(title, 'a logo');
    expect(screen.getByText('13 / 80')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save & continue' }));

    await waitFor(() => expectFieldMessage(title, 'Must be 15 to 80 characters'));
    expectFieldMessage(
      screen.getByLabelText('Subcategory'),
      'Choose a category, then a subcategory',
    );
    expect(sent(requests, 'POST')).toEqual([]);

    await user.type(title, ' for your brand in one day and more'.repeat(2));
    await waitFor(() => expectFieldMessage(title, 'Must be 15 to 80 characters'));
  });

  it('creates the draft from the first save and moves on to pricing', async () => {
    const requests = stubServer(draft);
    const { user, router } = await showStep(null, 'overview');
    await user.type(screen.getByLabelText('Title'), 'design a minimalist logo');
    const category = screen.getByLabelText('Category');
    // An option's own element: user-event compares option text as HTML, where & is &amp;.
    await user.selectOptions(
      category,
      await within(category).findByRole('option', { name: 'Graphics & Design' }),
    );
    await user.selectOptions(screen.getByLabelText('Subcategory'), 'Logo Design');
    const tags = screen.getByLabelText('Tags');
    await user.type(tags, 'logo{Enter}Brand,logo{Enter}');
    expect(screen.getAllByRole('button', { name: /^Remove the tag/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Save & continue' }));
    await expectAt(router, pagePaths.editSellerGig(77, 'pricing'));
    expect(sent(requests, 'POST')[0]?.body).toEqual({
      title: 'I will design a minimalist logo',
      subcategoryId: 1,
      tags: ['logo', 'Brand'],
    });
  });

  it('takes at most five tags', async () => {
    stubServer(draft);
    const { user } = await showStep(draft, 'overview');
    const tags = screen.getByLabelText('Tags');
    await user.type(tags, 'brand{Enter}vector{Enter}icon{Enter}mascot{Enter}');
    expect(screen.getByText('5 / 5')).toBeTruthy();
    expect(tags.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove the tag icon' }));
    expect(tags.hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's refusal beside the field it names", async () => {
    stubServer(draft, (request) =>
      request.method === 'PUT'
        ? { status: 400, content: 'title: must not repeat the title of another of your gigs' }
        : null,
    );
    const { user } = await showStep(draft, 'overview');
    await user.click(screen.getByRole('button', { name: 'Save & continue' }));
    await waitFor(() =>
      expectFieldMessage(
        screen.getByLabelText('Title'),
        'Must not repeat the title of another of your gigs',
      ),
    );
  });
});

describe("the gig editor: a new gig's unsaved overview", () => {
  afterEach(() => localStorage.clear());

  /** Fills the new gig's overview as a seller would, without saving it. */
  async function fillOverview(user: Awaited<ReturnType<typeof showStep>>['user']) {
    await user.type(screen.getByLabelText('Title'), 'design a mascot for your team');
    const category = screen.getByLabelText('Category');
    await user.selectOptions(
      category,
      await within(category).findByRole('option', { name: 'Graphics & Design' }),
    );
    await user.selectOptions(screen.getByLabelText('Subcategory'), 'Logo Design');
    await user.type(screen.getByLabelText('Tags'), 'mascot{Enter}');
  }

  const titleInput = () => screen.getByLabelText<HTMLInputElement>('Title');

  it('comes back after a reload, for the same seller only, and is gone once saved', async () => {
    saveSession('token-of-anna', anna);
    const requests = stubServer(draft);
    await fillOverview((await showStep(null, 'overview')).user);

    // A reload: the page starts again from nothing but what the browser kept.
    cleanup();
    await showStep(null, 'overview');
    expect(titleInput().value).toBe('design a mascot for your team');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Subcategory').value).toBe('1'),
    );
    expect(screen.getByRole('button', { name: 'Remove the tag mascot' })).toBeTruthy();
    expect(screen.getByText('Your unsaved gig is back.').closest('[role=status]')).toBeTruthy();

    // Another seller on the same browser starts from a blank page.
    cleanup();
    saveSession('token-of-minh', { ...anna, id: anna.id + 1, name: 'Minh' });
    await showStep(null, 'overview');
    expect(titleInput().value).toBe('');
    cleanup();
    saveSession('token-of-anna', anna);

    const again = await showStep(null, 'overview');
    await again.user.click(screen.getByRole('button', { name: 'Save & continue' }));
    await expectAt(again.router, pagePaths.editSellerGig(77, 'pricing'));
    expect(sent(requests, 'POST')[0]?.body).toEqual({
      title: 'I will design a mascot for your team',
      subcategoryId: 1,
      tags: ['mascot'],
    });
    cleanup();
    await showStep(null, 'overview');
    expect(titleInput().value).toBe('');
  });

  it('starts over on request, forgetting the kept draft', async () => {
    saveSession('token-of-anna', anna);
    stubServer(draft);
    await fillOverview((await showStep(null, 'overview')).user);
    cleanup();
    const { user } = await showStep(null, 'overview');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(titleInput().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Remove the tag mascot' })).toBeNull();
    expect(screen.queryByText('Your unsaved gig is back.')).toBeNull();
    cleanup();
    await showStep(null, 'overview');
    expect(titleInput().value).toBe('');
    expect(screen.queryByText('Your unsaved gig is back.')).toBeNull();
  });
});

describe('the gig editor: pricing', () => {
  /** The fields of one package's column. */
  const column = (name: 'Basic' | 'Standard' | 'Premium') => {
    const group = within(screen.getByRole('group', { name }));
    return {
      group,
      name: () => group.getByLabelText('Package name'),
      description: () => group.getByLabelText('Description'),
      price: () => group.getByLabelText('Price (US$)'),
      days: () => group.getByLabelText('Delivery (days)'),
      revisions: () => group.getByLabelText('Revisions'),
    };
  };

  it('checks each offered package by the contract, beside its own fields', async () => {
    const requests = stubServer(draft);
    const { user } = await showStep(draft, 'pricing');
    const basicColumn = column('Basic');
    await user.type(basicColumn.description(), 'One concept');
    await user.type(basicColumn.price(), '3');
    await user.type(basicColumn.days(), '120');
    expect(column('Standard').group.queryByLabelText('Price (US$)')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Offer a Standard package' }));
    await user.click(screen.getByRole('button', { name: 'Save & continue' }));

    await waitFor(() => expectFieldMessage(basicColumn.price(), 'Must be from 5 to 10000 US$'));
    expectFieldMessage(basicColumn.days(), 'Must be from 1 to 90 days');
    expectFieldMessage(column('Standard').description(), 'Must not be blank');
    expect(sent(requests, 'PUT')).toEqual([]);

    await user.clear(basicColumn.price());
    await user.type(basicColumn.price(), '10000');
    await waitFor(() => expectNoFieldMessage(basicColumn.price(), 'Must be from 5 to 10000 US$'));
  });

  it('sends Basic with its features and leaves out the packages switched off', async () => {
    const requests = stubServer(draft);
    const { user, router } = await showStep(draft, 'pricing');
    const basicColumn = column('Basic');
    await user.clear(basicColumn.name());
    await user.type(basicColumn.name(), 'Starter logo');
    await user.type(basicColumn.description(), 'One logo concept with a transparent PNG.');
    await user.type(basicColumn.price(), '25');
    await user.type(basicColumn.days(), '3');
    await user.selectOptions(basicColumn.revisions(), 'Unlimited revisions');
    await user.click(await basicColumn.group.findByRole('checkbox', { name: 'Vector file' }));
    await user.click(screen.getByRole('button', { name: 'Save & continue' }));

    await expectAt(router, pagePaths.editSellerGig(77, 'description'));
    expect(sent(requests, 'PUT')[0]?.body).toEqual({
      basic: {
        name: 'Starter logo',
        description: 'One logo concept with a transparent PNG.',
        price: 25,
        deliveryDays: 3,
        revisions: null,
        features: ['Vector file'],
        extra: '',
      },
      standard: null,
      premium: null,
    });
  });

  it("starts from the saved packages, and shows the server's rule in the column it names", async () => {
    stubServer(complete, (request) =>
      request.method === 'PUT'
        ? { status: 400, content: 'premium.deliveryDays: must be from 1 to 90 days' }
        : null,
    );
    const { user } = await showStep(complete, 'pricing');
    expect((column('Basic').price() as HTMLInputElement).value).toBe('25');
    expect((column('Premium').price() as HTMLInputElement).value).toBe('140');
    expect(
      screen.getByRole('switch', { name: 'Offer a Premium package' }).getAttribute('aria-checked'),
    ).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save & continue' }));
    await waitFor(() => expectFieldMessage(column('Premium').days(), 'Must be from 1 to 90 days'));
  });
});

describe('the gig editor: description and FAQ', () => {
  it('formats with the toolbar and previews the markup as the page will show it', async () => {
    stubServer(draft);
    const { user } = await showStep(draft, 'description');
    const text = screen.getByLabelText<HTMLTextAreaElement>('About this gig');
    await user.type(text, 'I design logos');
    text.setSelectionRange(9, 14);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(text.value).toBe('I design **logos**');
    // The word stays selected, inside its marks, to carry on from.
    expect([text.selectionStart, text.selectionEnd]).toEqual([11, 16]);
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('logos').tagName).toBe('STRONG');

    await user.type(text, '{End}{Enter}Source files');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(text.value).toBe('I design **logos**\n- Source files');
    expect(within(preview).getByRole('listitem').textContent).toBe('Source files');
    expect(screen.getByText(`${text.value.length} / 5000`)).toBeTruthy();
  });

  it('keeps what is typed right after a tool is clicked, where the tool left the caret', async () => {
    stubServer(draft);
    const { user } = await showStep(draft, 'description');
    const text = screen.getByLabelText<HTMLTextAreaElement>('About this gig');
    await user.type(text, 'What you get: ');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    // Typed at once, as a quick typist does: every key lands between the marks.
    await user.keyboard('sketches');
    expect(text.value).toBe('What you get: **sketches**');
  });

  it('edits up to ten questions, each needing its answer, and saves them', async () => {
    const requests = stubServer(draft);
    const { user, router } = await showStep(draft, 'description');
    await user.type(screen.getByLabelText('About this gig'), 'I design logos.');
    const add = screen.getByRole('button', { name: 'Add a question' });
    for (let count = 0; count < 10; count += 1) await user.click(add);
    expect(screen.getAllByLabelText('Question')).toHaveLength(10);
    expect(screen.getByRole('button', { name: '10 questions at most' })).toHaveProperty(
      'disabled',
      true,
    );
    for (let count = 10; count > 1; count -= 1)
      await user.click(screen.getByRole('button', { name: `Remove question ${count}` }));

    await user.type(screen.getByLabelText('Question'), 'Do I get the source file?');
    await user.click(screen.getByRole('button', { name: 'Save & continue' }));
    await waitFor(() => expectFieldMessage(screen.getByLabelText('Answer'), 'Must not be blank'));
    expect(sent(requests, 'PUT')).toEqual([]);

    await user.type(screen.getByLabelText('Answer'), 'Yes, in every package.');
    await user.click(screen.getByRole('button', { name: 'Save & continue' }));
    await expectAt(router, pagePaths.editSellerGig(77, 'gallery'));
    expect(sent(requests, 'PUT')[0]?.body).toEqual({
      description: 'I design logos.',
      faq: [{ question: 'Do I get the source file?', answer: 'Yes, in every package.' }],
    });
  });
});

describe('the gig editor: gallery', () => {
  it('marks the cover, makes another picture the cover and removes one', async () => {
    const requests = stubServer(complete);
    const { user } = await showStep(complete, 'gallery');
    const gallery = within(screen.getByRole('list', { name: 'Gig pictures' }));
    expect(gallery.getByText('Cover')).toBeTruthy();
    expect(gallery.getByText('Add a picture')).toBeTruthy();

    await user.click(gallery.getByRole('button', { name: 'Make picture 2 the cover' }));
    await waitFor(() =>
      expect(gallery.getByAltText('Cover picture').getAttribute('src')).toBe(
        complete.pictures[1]?.url,
      ),
    );
    await user.click(gallery.getByRole('button', { name: 'Remove picture 2' }));
    await waitFor(() => expect(gallery.queryByAltText('Picture 2')).toBeNull());
    expect(
      requests.filter((request) => request.method !== 'GET').map((request) => request.method),
    ).toEqual(['PUT', 'DELETE']);
  });

  it('says which rule a file breaks before sending it, in English, and sends none of them', async () => {
    const requests = stubServer(draft);
    const { user } = await showStep(draft, 'gallery');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      new File([new Uint8Array(6_000_000)], 'huge.png', { type: 'image/png' }),
    );
    // A dropped file skips the picker's filter by type.
    fireEvent.drop(input.closest('label')!, {
      dataTransfer: { files: [new File(['plain words'], 'notes.txt', { type: 'text/plain' })] },
    });
    const gallery = within(screen.getByRole('list', { name: 'Gig pictures' }));
    const alerts = gallery.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Must be at most 5 MB (5,000,000 bytes). This file is 6 MB',
      'Must be a JPEG, PNG or GIF picture. This file is not one',
    ]);
    expect(screen.getByText(/JPG, PNG or GIF up to 5 MB each/)).toBeTruthy();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});

describe('the gig editor: publish', () => {
  it('lists what is missing, each linking to its step, and keeps Publish off', async () => {
    stubServer(draft);
    await showStep(draft, 'publish');
    const missing = within(screen.getByRole('list', { name: 'Still missing' }));
    expect(
      missing.getByRole('link', { name: 'Pricing: The Basic package' }).getAttribute('href'),
    ).toBe(pagePaths.editSellerGig(77, 'pricing'));
    expect(
      missing.getByRole('link', { name: 'Gallery: At least one picture' }).getAttribute('href'),
    ).toBe(pagePaths.editSellerGig(77, 'gallery'));
    expect(screen.getByRole('button', { name: 'Publish gig' })).toHaveProperty('disabled', true);
  });

  it('publishes a complete gig and links to its live page', async () => {
    const requests = stubServer(complete);
    const { user } = await showStep(complete, 'publish');
    expect(screen.getByRole('row', { name: /Starter logo US\$25 3 days 1/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish gig' }));
    expect(await screen.findByRole('region', { name: 'Your gig is live' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your live gig' }).getAttribute('href')).toBe(
      pagePaths.gig(77),
    );
    expect(sent(requests, 'PUT')[0]?.body).toEqual({ status: 'active' });
  });
});

describe('the gig editor: unsaved edits', () => {
  /** Fires the event a closing tab fires, and answers whether the page asked to stay. */
  const closeTab = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('moves between steps without asking while nothing is changed', async () => {
    stubServer(complete);
    const { user, router } = await showStep(complete, 'pricing');
    expect(closeTab()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Description & FAQ' }));
    await expectAt(router, pagePaths.editSellerGig(77, 'description'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before another step drops an edit: Keep editing stays with it, Leave goes', async () => {
    stubServer(complete);
    const { user, router } = await showStep(complete, 'pricing');
    const price = within(screen.getByRole('group', { name: 'Basic' })).getByLabelText(
      'Price (US$)',
    );
    await user.clear(price);
    await user.type(price, '30');
    expect(closeTab()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Overview' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(question.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(pagePaths.editSellerGig(77, 'pricing'));
    expect((price as HTMLInputElement).value).toBe('30');

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await expectAt(router, pagePaths.editSellerGig(77, 'overview'));
    expect(await screen.findByRole('heading', { name: 'Gig overview' })).toBeTruthy();
    // The left step's listener goes with React's passive clean-up, just after the new step shows.
    await waitFor(() => expect(closeTab()).toBe(false));
  });

  it('asks nothing when the edit is saved and the editor moves on', async () => {
    const requests = stubServer(complete);
    const { user, router } = await showStep(complete, 'description');
    await user.type(screen.getByLabelText('About this gig'), ' More.');
    expect(closeTab()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save & continue' }));
    await expectAt(router, pagePaths.editSellerGig(77, 'gallery'));
    expect(await screen.findByRole('heading', { name: 'Gallery' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(requests, 'PUT')).toHaveLength(1);
    await waitFor(() => expect(closeTab()).toBe(false));
  });
});
