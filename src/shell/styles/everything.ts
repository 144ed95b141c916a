// Mantine's whole stylesheet, loaded after the first render (see ./firstPaint.ts).
import '@mantine/core/styles.layer.css'
