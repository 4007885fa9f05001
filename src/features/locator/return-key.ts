/**
 * One Return in the locator's search box searches, in every engine (spec 2.3; design.md, Browsers). When the
 * text matches one of the box's suggestions (its <datalist>), WebKit's suggestion list takes the
 * Return's keydown for itself (it closes the list, or puts the highlighted suggestion in the box),
 * and no submit follows; Chromium and Firefox submit the form on the same key. So a Return that is
 * released without its form having been submitted submits it then.
 */
export interface ReturnWatch {
  keydown(key: string, composing: boolean): void;
  /** true when this key ends a Return that submitted nothing: the form should be submitted now */
  keyup(key: string): boolean;
  submitted(): void;
}

export function watchReturn(): ReturnWatch {
  let pending = false;
  return {
    keydown(key, composing) {
      // a Return that ends an input method's composition is the composition's, not a search
      if (key === 'Enter') pending = !composing;
    },
    keyup(key) {
      if (key !== 'Enter' || !pending) return false;
      pending = false;
      return true;
    },
    submitted() {
      pending = false;
    },
  };
}
