import { and, assign, fromPromise, setup } from 'xstate';
import { failureParams, type CallFailure } from '../kernel/machines/call-failure.js';
import { CALL_TIMEOUT_MS, callStateFor } from '../kernel/machines/call-state.js';
import { notProvided } from '../kernel/machines/not-provided.js';
import {
  clampLookQuantity,
  planLookAddition,
  sizeChoiceError,
  type LookItem,
  type LookLine,
  type SizeChoiceError,
} from './look-rules.js';

export interface ShopTheLookContext {
  sized: LookItem[];
  direct: LookLine[];
  skipped: string[];
  /** Index in `sized` of the product the size modal shows. */
  step: number;
  selectedSize: string | null;
  quantity: number;
  chosen: LookLine[];
  error: SizeChoiceError | null;
  /** Why the add failed: the error's message, or timeout. */
  failure: CallFailure<string> | null;
}

export type ShopTheLookEvent =
  | { type: 'ADD_LOOK'; items: LookItem[] }
  | { type: 'SELECT_SIZE'; sizeCode: string }
  | { type: 'SET_QUANTITY'; quantity: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

export interface AddLookItemsInput {
  lines: LookLine[];
}

const EMPTY: ShopTheLookContext = {
  sized: [],
  direct: [],
  skipped: [],
  step: 0,
  selectedSize: null,
  quantity: 1,
  chosen: [],
  error: null,
  failure: null,
};

function currentItem(context: ShopTheLookContext): LookItem | undefined {
  return context.sized[context.step];
}

function choiceError(context: ShopTheLookContext, sizeCode: string | null, quantity: number) {
  const item = currentItem(context);
  return item ? sizeChoiceError(item, sizeCode, quantity) : 'unknownSize';
}

function failureMessage(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'Adding the look failed';
}

const callState = callStateFor<ShopTheLookContext, ShopTheLookEvent>();

function startStep(context: ShopTheLookContext, step: number): Partial<ShopTheLookContext> {
  return {
    step,
    selectedSize: null,
    quantity: clampLookQuantity(context.sized[step]?.quantity),
    error: null,
  };
}

/**
 * Adding a look to the bag: steps through every sized product in a size modal, then
 * adds the chosen lines together with the unsized in-stock products. The add itself
 * is the `addLookItems` actor the caller provides, given up after the kernel's call timeout
 * (ADR 0003).
 */
export const shopTheLookMachine = setup({
  types: {
    context: {} as ShopTheLookContext,
    events: {} as ShopTheLookEvent,
  },
  actors: {
    addLookItems: fromPromise<unknown, AddLookItemsInput>(
      notProvided('shopTheLookMachine', 'addLookItems'),
    ),
  },
  delays: { callTimeout: CALL_TIMEOUT_MS },
  guards: {
    hasSizedProducts: ({ event }) =>
      event.type === 'ADD_LOOK' && planLookAddition(event.items).sized.length > 0,
    hasDirectProducts: ({ event }) =>
      event.type === 'ADD_LOOK' && planLookAddition(event.items).direct.length > 0,
    isSelectableSize: ({ context, event }) =>
      event.type === 'SELECT_SIZE' &&
      choiceError(context, event.sizeCode, context.quantity) === null,
    isChoiceValid: ({ context }) =>
      choiceError(context, context.selectedSize, context.quantity) === null,
    hasMoreSizedProducts: ({ context }) => context.step + 1 < context.sized.length,
  },
  actions: {
    takePlan: assign(({ event }) => {
      if (event.type !== 'ADD_LOOK') return {};
      const plan = planLookAddition(event.items);
      return {
        ...EMPTY,
        ...plan,
        quantity: clampLookQuantity(plan.sized[0]?.quantity),
      };
    }),
    selectSize: assign(({ event }) =>
      event.type === 'SELECT_SIZE' ? { selectedSize: event.sizeCode, error: null } : {},
    ),
    rejectSize: assign(({ context, event }) =>
      event.type === 'SELECT_SIZE'
        ? { error: choiceError(context, event.sizeCode, context.quantity) }
        : {},
    ),
    setQuantity: assign(({ event }) =>
      event.type === 'SET_QUANTITY' ? { quantity: clampLookQuantity(event.quantity) } : {},
    ),
    rejectChoice: assign(({ context }) => ({
      error: choiceError(context, context.selectedSize, context.quantity),
    })),
    keepChoice: assign(({ context }) => ({
      chosen: [
        ...context.chosen,
        {
          productId: currentItem(context)?.productId ?? '',
          sizeCode: context.selectedSize,
          quantity: context.quantity,
        },
      ],
    })),
    nextProduct: assign(({ context }) => startStep(context, context.step + 1)),
    reset: assign(() => EMPTY),
    clearFailure: assign({ failure: null }),
    recordFailure: assign((_, params: { failure: CallFailure<string> }) => ({
      failure: params.failure,
    })),
  },
}).createMachine({
  id: 'shopTheLook',
  context: EMPTY,
  initial: 'idle',
  states: {
    idle: {
      on: {
        ADD_LOOK: [
          { guard: 'hasSizedProducts', target: 'choosingSize', actions: 'takePlan' },
          { guard: 'hasDirectProducts', target: 'adding', actions: 'takePlan' },
          { target: 'nothingToAdd', actions: 'takePlan' },
        ],
      },
    },
    choosingSize: {
      on: {
        SELECT_SIZE: [
          { guard: 'isSelectableSize', actions: 'selectSize' },
          { actions: 'rejectSize' },
        ],
        SET_QUANTITY: { actions: 'setQuantity' },
        CONFIRM: [
          {
            guard: and(['isChoiceValid', 'hasMoreSizedProducts']),
            actions: ['keepChoice', 'nextProduct'],
          },
          { guard: 'isChoiceValid', target: 'adding', actions: 'keepChoice' },
          { actions: 'rejectChoice' },
        ],
        CANCEL: { target: 'idle', actions: 'reset' },
      },
    },
    adding: callState({
      src: 'addLookItems',
      input: ({ context }) => ({ lines: [...context.chosen, ...context.direct] }),
      onDone: { target: 'added', actions: 'clearFailure' },
      onFailure: {
        target: 'failed',
        actions: { type: 'recordFailure', params: failureParams(failureMessage) },
      },
    }),
    added: {
      on: { CLOSE: { target: 'idle', actions: 'reset' } },
    },
    failed: {
      on: {
        RETRY: { target: 'adding' },
        CLOSE: { target: 'idle', actions: 'reset' },
      },
    },
    nothingToAdd: {
      on: { CLOSE: { target: 'idle', actions: 'reset' } },
    },
  },
});
