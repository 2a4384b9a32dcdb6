"""Files and the terminal: validated atomic outputs, file-type detection, display helpers."""
