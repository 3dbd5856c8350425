import { describe, expect, it } from 'vitest'

import { formatChange, formatStock, parseStockAmount, stockCell, stockMessages, variantLabel } from './stock-amounts'

describe('parseStockAmount', () => {
  it('takes whole pieces and quarter-metre steps', () => {
    expect(parseStockAmount('3', 'piece')).toEqual({ value: 3 })
    expect(parseStockAmount('2.25', 'metre')).toEqual({ value: 2.25 })
    expect(parseStockAmount(' 7.5 m ', 'metre')).toEqual({ value: 7.5 })
    expect(parseStockAmount('0', 'piece')).toEqual({ value: 0 })
  })

  it('refuses with the server’s messages', () => {
    expect(parseStockAmount('2.3', 'metre')).toEqual({ error: stockMessages.quarterSteps })
    expect(parseStockAmount('1.5', 'piece')).toEqual({ error: stockMessages.wholePieces })
    expect(parseStockAmount('100001', 'piece')).toEqual({ error: stockMessages.range })
    expect(parseStockAmount('-1', 'piece')).toEqual({ error: stockMessages.notANumber })
    expect(parseStockAmount('', 'piece')).toEqual({ error: stockMessages.notANumber })
    expect(parseStockAmount('abc', 'piece')).toEqual({ error: stockMessages.notANumber })
  })

  it('wants more than nothing for a restock', () => {
    expect(parseStockAmount('0', 'piece', { added: true })).toEqual({ error: stockMessages.addPiece })
    expect(parseStockAmount('0', 'metre', { added: true })).toEqual({ error: stockMessages.addMetres })
    expect(parseStockAmount('4', 'piece', { added: true })).toEqual({ value: 4 })
  })
})

describe('the Stock column and labels', () => {
  it('shows — for an uncounted product, the total otherwise, red when low or out', () => {
    const base = { tracked: true, stockTotal: 12, stockLow: false, stockUnit: 'piece' as const }
    expect(stockCell({ ...base, tracked: false, stockTotal: null })).toEqual({ text: '—', tone: 'untracked' })
    expect(stockCell(base)).toEqual({ text: '12', tone: 'ok' })
    expect(stockCell({ ...base, stockLow: true })).toEqual({ text: '12', tone: 'low' })
    expect(stockCell({ ...base, stockTotal: 0, stockLow: true })).toEqual({ text: '0', tone: 'out' })
    expect(stockCell({ ...base, stockTotal: 9.75, stockUnit: 'metre' })).toEqual({ text: '9.75 m', tone: 'ok' })
  })

  it('formats amounts, changes and variants', () => {
    expect(formatStock(2.25, 'metre')).toBe('2.25 m')
    expect(formatStock(1200, 'piece')).toBe('1,200')
    expect(formatChange(-1, 'piece')).toBe('−1')
    expect(formatChange(6, 'piece')).toBe('+6')
    expect(variantLabel('M', 'Half Sleeve')).toBe('M / Half Sleeve')
    expect(variantLabel('', '')).toBe('One size')
  })
})
