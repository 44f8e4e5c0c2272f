import { useEffect, useRef, useState } from 'react'

/** The part of the Barcode Detection API this page uses (not in TypeScript's DOM types yet). */
type BarcodeDetectorConstructor = new (options: {
  formats: string[]
}) => { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> }

const getBarcodeDetector = (): BarcodeDetectorConstructor | undefined =>
  'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: BarcodeDetectorConstructor }).BarcodeDetector
    : undefined

/** Whether this browser can read QR codes from the camera (Chromium on Android and macOS). */
export const canScanQr = (): boolean => getBarcodeDetector() !== undefined

/** Props of {@link QrScanButton}. */
export type QrScanButtonProps = {
  /** Called with a `wc:` URI read from the camera. */
  onUri: (uri: string) => void
  disabled?: boolean | undefined
}

/**
 * "Scan QR with camera": shows the camera until a WalletConnect QR code is in view. Render it only
 * when {@link canScanQr} says so.
 */
export function QrScanButton({ onUri, disabled }: QrScanButtonProps) {
  const [isScanning, setIsScanning] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const video = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const Detector = getBarcodeDetector()
    if (!isScanning || !Detector) return
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let isStopped = false
    const detector = new Detector({ formats: ['qr_code'] })
    const scan = async () => {
      if (isStopped || !video.current) return
      const codes = await detector.detect(video.current).catch(() => [])
      const uri = codes.map((code) => code.rawValue).find((value) => value.startsWith('wc:'))
      if (uri) {
        setIsScanning(false)
        onUri(uri)
      } else timer = setTimeout(scan, 300)
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media
        if (isStopped || !video.current) return
        video.current.srcObject = media
        await video.current.play()
        void scan()
      })
      .catch(() => {
        setError('The camera is not available.')
        setIsScanning(false)
      })
    return () => {
      isStopped = true
      clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [isScanning, onUri])

  return (
    <div className="wallet-qr">
      <button
        type="button"
        onClick={() => {
          setError(undefined)
          setIsScanning(!isScanning)
        }}
        disabled={disabled}
        aria-pressed={isScanning}
      >
        {isScanning ? 'Stop scanning' : 'Scan QR with camera'}
      </button>
      {isScanning && (
        <video ref={video} className="wallet-video" muted playsInline aria-label="Camera preview" />
      )}
      {error && <p className="wallet-warning">{error}</p>}
    </div>
  )
}
