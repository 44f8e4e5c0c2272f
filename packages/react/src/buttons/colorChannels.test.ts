import { expect, test } from 'vitest'
import { colorChannels } from './colorChannels.js'

test('default', () => {
  expect(colorChannels('rgb(255, 255, 255)')).toEqual([255, 255, 255])
  expect(colorChannels('rgba(0, 0, 0, 0)')).toEqual([0, 0, 0, 0])
})

test('behavior: color-mix() computes to color(srgb …) with channels from 0 to 1', () => {
  expect(colorChannels('color(srgb 1 1 1)')).toEqual([255, 255, 255])
  expect(colorChannels('color(srgb 0.2 0.4 0 / 0.5)')).toEqual([51, 102, 0, 0.5])
  expect(colorChannels('color(srgb 1e-05 1 1)')?.[0]).toBeCloseTo(0.00255)
})

test('behavior: another colour space is not read', () => {
  expect(colorChannels('oklch(0.7 0.1 200)')).toBeUndefined()
  expect(colorChannels('color(display-p3 1 1 1)')).toBeUndefined()
  expect(colorChannels('transparent')).toBeUndefined()
})
