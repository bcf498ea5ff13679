import { describe, expect, it } from 'vitest';
import { savedSharedColors } from './useSharedLabelColors';

describe('saved shared label colours', () => {
  it('reads label → colour pairs and ignores the older list form and empty colours', () => {
    expect(savedSharedColors({ shared_label_colors: { rain: '#1FA8C9', sun: '' } })).toEqual([
      ['rain', '#1FA8C9'],
    ]);
    expect(savedSharedColors({ shared_label_colors: ['rain', 'sun'] })).toEqual([]);
    expect(savedSharedColors(undefined)).toEqual([]);
  });
});
