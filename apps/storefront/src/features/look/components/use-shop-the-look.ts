import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { shopTheLookMachine, type AddLookItemsInput } from '@atelier/core-catalogue';
import { addToBag } from '../../bag/index.js';

/**
 * core-catalogue's shop-the-look machine with the bag as its `addLookItems` actor: a
 * line's size code is what the bag adds (the product code when it has no sizes).
 */
export function useShopTheLook(site: string) {
  const machine = useMemo(
    () =>
      shopTheLookMachine.provide({
        actors: {
          addLookItems: fromPromise<unknown, AddLookItemsInput>(async ({ input }) => {
            const added = await addToBag(
              site,
              input.lines.map((line) => ({
                code: line.sizeCode ?? line.productId,
                quantity: line.quantity,
              })),
            );
            if (!added) throw new Error('The bag did not take the look');
          }),
        },
      }),
    [site],
  );
  const [state, send] = useMachine(machine);
  // The bag's own toast says the look is in; the machine goes back to idle for the next add.
  const done = state.matches('added') || state.matches('nothingToAdd');
  useEffect(() => {
    if (done) send({ type: 'CLOSE' });
  }, [done, send]);
  return [state, send] as const;
}
