import { describe, expect, it } from 'vitest';
import { wireOrderRow } from '../../../lib/api/wire-fixtures';
import { describeEvent, viewerOf } from './order-people';

describe('the people of an order', () => {
  it('tells the buyer, the seller and anyone else (an admin) apart', () => {
    expect(viewerOf(wireOrderRow, wireOrderRow.buyer.id)).toBe('buyer');
    expect(viewerOf(wireOrderRow, wireOrderRow.seller.id)).toBe('seller');
    expect(viewerOf(wireOrderRow, 1)).toBe('admin');
  });

  it('words a timeline entry for the one who reads it', () => {
    const delivered = {
      type: 'delivered' as const,
      actor: { id: 61, name: 'Huy Hoang' },
      at: '2026-11-24T10:00:00.000Z',
      note: null,
    };
    expect(describeEvent(delivered, 42)).toBe('Huy Hoang delivered the order');
    expect(describeEvent(delivered, 61)).toBe('You delivered the order');
    expect(describeEvent({ ...delivered, type: 'started', actor: null }, 42)).toBe(
      'Giglane started the order',
    );
  });
});
