import { secp256k1 } from '@noble/curves/secp256k1'
import {
  type Hex,
  hashMessage,
  hashTypedData,
  hexToBytes,
  keccak256,
  numberToHex,
  serializeSignature,
  serializeTransaction,
  type TransactionSerializable,
} from 'viem'
import type { EvmTransaction } from '../approval/approvalRequest.js'
import type { TypedData } from '../approval/typedData.js'

// secp256k1 straight from the key bytes (which the caller wipes), rather than viem's
// privateKeyToAccount, which would copy the key into a hex string that cannot be wiped.
function signHash(hash: Hex, privateKey: Uint8Array) {
  const signature = secp256k1.sign(hexToBytes(hash), privateKey, { lowS: true })
  return {
    r: numberToHex(signature.r, { size: 32 }),
    s: numberToHex(signature.s, { size: 32 }),
    yParity: signature.recovery,
  }
}

/**
 * An EIP-191 signature (`personal_sign`) of the exact message bytes.
 *
 * @example
 * signEvmMessage(new TextEncoder().encode('hello'), keys.eip155.privateKey) // '0x…' (65 bytes)
 */
export function signEvmMessage(message: Uint8Array, privateKey: Uint8Array): Hex {
  return serializeSignature(signHash(hashMessage({ raw: message }), privateKey))
}

/**
 * An EIP-712 signature (`eth_signTypedData_v4`).
 *
 * @example
 * signEvmTypedData(parseTypedData(json), keys.eip155.privateKey)
 */
export function signEvmTypedData(typedData: TypedData, privateKey: Uint8Array): Hex {
  const hash = hashTypedData(typedData as Parameters<typeof hashTypedData>[0])
  return serializeSignature(signHash(hash, privateKey))
}

/**
 * The signed, serialized transaction (EIP-1559 or legacy with EIP-155), ready for
 * `eth_sendRawTransaction`. Its chain id is the frame's configured one (SECURITY.md T33).
 *
 * @example
 * const raw = signEvmTransaction(transaction, keys.eip155.privateKey)
 */
export function signEvmTransaction(transaction: EvmTransaction, privateKey: Uint8Array): Hex {
  const base = {
    chainId: transaction.chainId,
    nonce: transaction.nonce,
    gas: transaction.gas,
    to: transaction.to ?? null,
    value: transaction.value,
    data: transaction.data,
  }
  const serializable: TransactionSerializable =
    transaction.type === 'eip1559'
      ? {
          ...base,
          type: 'eip1559',
          maxFeePerGas: transaction.maxFeePerGas,
          maxPriorityFeePerGas: transaction.maxPriorityFeePerGas,
        }
      : { ...base, type: 'legacy', gasPrice: transaction.gasPrice }
  const signature = signHash(keccak256(serializeTransaction(serializable)), privateKey)
  const { yParity } = signature
  return serializeTransaction(serializable, {
    ...signature,
    yParity,
    v: transaction.type === 'legacy' ? BigInt(transaction.chainId * 2 + 35 + yParity) : undefined,
  } as Parameters<typeof serializeTransaction>[1])
}
